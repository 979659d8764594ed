// Answers what Node's HTTP parser refuses before the app runs (431, 400, 408) in the wire envelope.
import { randomUUID } from 'node:crypto';
import { type Server, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { COMMON_ERROR_CODES, MAX_REQUEST_HEAD_BYTES, REQUEST_ID_HEADER } from '@cartwright/contracts';
import type { Logger } from 'pino';
import { applicationErrorBody } from './error-handler.js';

type ParserError = Error & { code?: string; reason?: string; bytesParsed?: number };

/** Status, code and description for a parser error code; anything else is a malformed request. */
function answerFor(code: string | undefined): [number, string, string] {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return [
        431,
        COMMON_ERROR_CODES.requestHeadTooLarge,
        `Request line and headers are larger than ${MAX_REQUEST_HEAD_BYTES} bytes`,
      ];
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return [408, COMMON_ERROR_CODES.requestTimeout, 'The request took too long to arrive'];
    default:
      return [400, COMMON_ERROR_CODES.invalidArgument, 'Malformed HTTP request'];
  }
}

/** The raw HTTP/1.1 response for a parser error, closing the connection (the stream is out of step). */
export function clientErrorResponse(error: ParserError, requestId: string): string {
  const [status, code, description] = answerFor(error.code);
  const body = JSON.stringify(applicationErrorBody(code, description));
  return [
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
    'Content-Type: application/json',
    `Content-Length: ${Buffer.byteLength(body)}`,
    `${REQUEST_ID_HEADER}: ${requestId}`,
    'Cache-Control: no-store',
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

/**
 * Replaces Node's bare parser answers (an empty 431 or 400) with the envelope. As Node itself does, it
 * writes only when no response has started on the socket; a reset or half-written one is just closed.
 * @example answerClientErrors(server, logger);
 */
export function answerClientErrors(server: Server, logger: Logger): void {
  server.on('clientError', (error: ParserError, socket: Duplex & { bytesWritten?: number }) => {
    if (error.code === 'ECONNRESET' || !socket.writable || (socket.bytesWritten ?? 0) > 0) {
      socket.destroy();
      return;
    }
    const requestId = randomUUID();
    // Never the error itself: its `rawPacket` is the request's bytes, Authorization and Cookie included.
    const line = { code: error.code, reason: error.reason, bytesParsed: error.bytesParsed, requestId };
    // A connection that ends mid-request is a client hanging up (the app logs what it was reading).
    if (error.code === 'HPE_INVALID_EOF_STATE') {
      logger.debug(line, 'Client closed the connection mid-request');
    } else {
      logger.info(line, 'Refused a request the HTTP parser could not take');
    }
    socket.end(clientErrorResponse(error, requestId));
  });
}
