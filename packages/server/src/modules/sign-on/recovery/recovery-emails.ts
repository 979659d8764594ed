// The recovery and activation e-mails: a plain-text and an HTML body around one link.
import type { EmailKind } from '@cartwright/contracts';
import { escapeHtml, type OutgoingEmail } from '../../email/index.js';
import type { RecoveryTokenPurpose } from '../recovery.table.js';

const CONTENT: Record<
  RecoveryTokenPurpose,
  { subject: string; intro: string; action: string; kind: EmailKind }
> = {
  recovery: {
    kind: 'recovery-link',
    subject: 'Reset your password',
    intro: 'Someone asked to reset the password of your account. If it was you, choose a new one here:',
    action: 'Choose a new password',
  },
  activation: {
    kind: 'activation-link',
    subject: 'Activate your account',
    intro: 'An account was opened for you. Choose your password to activate it:',
    action: 'Activate your account',
  },
};

const FOOTER = 'The link works once, for 60 minutes. If you did not ask for it, ignore this e-mail.';

/** The e-mail that carries a recovery or activation link to `to`. */
export function recoveryEmail(purpose: RecoveryTokenPurpose, to: string, link: string): OutgoingEmail {
  const { kind, subject, intro, action } = CONTENT[purpose];
  const text = `${intro}\n\n${link}\n\n${FOOTER}\n`;
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`,
    `<p>${escapeHtml(link)}</p>`,
    `<p>${escapeHtml(FOOTER)}</p>`,
  ].join('\n');
  return { to, subject, text, html, kind, data: { link } };
}
