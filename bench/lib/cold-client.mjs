// One cold run: import the client, create it, make a first call (which obtains a visitor token).
import { createClient, OAuthStrategy } from '@cartwright/client';

const [host, clientId] = process.argv.slice(2);
const client = createClient({ host, auth: OAuthStrategy({ clientId }) });
const response = await client.fetchWithAuth('/healthz');
if (response.status !== 200) process.exit(1);
