// The account's section links; `/account` itself is account info, so that link is current there too.
import { Link } from 'wouter';
import { type AccountSection, LISTED_ACCOUNT_SECTIONS } from './account-sections.js';

export function AccountNav({ current }: { current: AccountSection }) {
  return (
    <nav className="account-nav" aria-label="Account sections">
      <ul>
        {LISTED_ACCOUNT_SECTIONS.map((entry) => (
          <li key={entry.slug}>
            <Link
              to={`/account/${entry.slug}`}
              aria-current={entry.section === current.section ? 'page' : undefined}
            >
              {entry.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
