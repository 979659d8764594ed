// The address of the peer that sent a request, when it came over a Node socket.
import type { Context } from 'hono';

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

/**
 * The socket's remote address, or undefined when the request did not come through @hono/node-server
 * (tests calling `app.request()` without bindings). Forwarded-for headers are not trusted: anyone
 * can send them.
 */
export function clientAddress(c: Context): string | undefined {
  return (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress || undefined;
}
