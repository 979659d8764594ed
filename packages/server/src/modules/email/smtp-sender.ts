// Sending one message over SMTP with nodemailer, from the store's SMTP URL (`smtp://user:pass@host:port`,
// `smtps://…` for TLS from the start). The URL's credentials never reach a log or the outbox.
import nodemailer from 'nodemailer';

export interface MailToSend {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface MailSender {
  send(message: MailToSend): Promise<void>;
  close(): void;
}

/** Each step of a delivery gives up after this long, well inside the delivery lease. */
const SMTP_TIMEOUT_MS = 30_000;

/**
 * A sender over the SMTP server of `smtpUrl`, sending as `from`.
 * @example await smtpSender('smtp://shop:secret@mail.example:587', 'Shop <no-reply@shop.example>').send(message)
 */
export function smtpSender(smtpUrl: string, from: string): MailSender {
  const transport = nodemailer.createTransport(
    {
      url: smtpUrl,
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
    },
    { from },
  );
  return {
    async send(message) {
      await transport.sendMail(message);
    },
    close: () => transport.close(),
  };
}

/** The host and port of an SMTP URL, for logs: never its user or password. */
export function smtpEndpoint(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  return `${url.protocol}//${url.host}`;
}

const MAX_ERROR_LENGTH = 500;

/**
 * An error's message as the outbox keeps it: the SMTP URL's user and password (raw and decoded) replaced,
 * and cut to MAX_ERROR_LENGTH characters.
 */
export function deliveryErrorText(error: unknown, smtpUrl: string): string {
  let text = error instanceof Error ? error.message : String(error);
  const url = new URL(smtpUrl);
  const secrets = [url.password, url.username]
    .flatMap((value) => [value, safeDecode(value)])
    .filter((value) => value.length > 0)
    .sort((a, b) => b.length - a.length);
  for (const secret of secrets) text = text.split(secret).join('***');
  return text.slice(0, MAX_ERROR_LENGTH);
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The From of outgoing e-mail: the configured one, or `no-reply@` the public URL's host. */
export const mailFromFor = (config: { mailFrom?: string; publicUrl: string }): string =>
  config.mailFrom ?? `no-reply@${new URL(config.publicUrl).hostname}`;
