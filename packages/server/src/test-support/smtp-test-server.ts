// A real SMTP server on a free loopback port for delivery tests (smtp-server): it asks for USER/PASSWORD
// over plain SMTP, keeps every message it accepts, or refuses every recipient.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface SmtpTestServer {
  received: Received[];
  /** `smtp://USER:PASSWORD@127.0.0.1:<port>` */
  url: string;
  close(): Promise<void>;
}

export const USER = 'shop-mailer';
export const PASSWORD = 'sm7p-pa55word';

export interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** An SMTP server on a free loopback port that asks for USER/PASSWORD and keeps what it receives. */
export async function startSmtpTestServer(options: { refuse?: boolean } = {}): Promise<SmtpTestServer> {
  const received: Received[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === USER && auth.password === PASSWORD) callback(null, { user: USER });
      else callback(new Error('Invalid username or password'));
    },
    onRcptTo(address, _session, callback) {
      if (options.refuse) {
        const error = Object.assign(new Error(`Mailbox ${address.address} unavailable`), {
          responseCode: 550,
        });
        callback(error);
      } else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    received,
    url: `smtp://${USER}:${PASSWORD}@127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
