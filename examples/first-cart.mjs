// The README's SDK example as plain JavaScript for Node.js 20 (`node examples/first-cart.mjs`): a visitor
// finds a product, puts two in the cart and asks for the total with shipping and tax. Start the store first
// (`npm start`); it prints the web app's OAuth client id, or make a client of your own in the admin
// (/admin/settings/sign-in/oauth-apps). Tokens live in memory here; a browser app would use localStorageTokenStorage().
import { createClient, OAuthStrategy } from '@cartwright/client';
import { addToCurrentCart, estimateCurrentCartTotals, STORE_CATALOG_APP_ID } from '@cartwright/client/cart';
import { queryProducts } from '@cartwright/client/products';
import { memoryTokenStorage } from '@cartwright/client/storage';

const host = process.env.CARTWRIGHT_HOST ?? 'http://localhost:3000';
const clientId = process.env.CARTWRIGHT_CLIENT_ID;
if (!clientId) throw new Error('Set CARTWRIGHT_CLIENT_ID to the OAuth client id the store printed at start.');

const client = createClient({ host, auth: OAuthStrategy({ clientId, tokenStorage: memoryTokenStorage() }) });

const page = await queryProducts(client).startsWith('name', 'Serving').limit(10).find();
const bowl = page.items[0];
if (!bowl?.id) throw new Error('No product named "Serving…" in this store');
await addToCurrentCart(client, {
  lineItems: [{ quantity: 2, catalogReference: { catalogItemId: bowl.id, appId: STORE_CATALOG_APP_ID } }],
});
const { priceSummary } = await estimateCurrentCartTotals(client, {
  shippingAddress: { country: 'US', subdivision: 'US-CA' },
});
console.log(priceSummary?.total?.formattedAmount); // "$81.51" in the demo store
