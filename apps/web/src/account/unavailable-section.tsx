// Bookings, subscriptions and events: sections a redirect session may name, for things this store does
// not keep for members yet. The page says so plainly rather than showing an empty list.
import type { AccountSection } from './account-sections.js';

const WHAT: Record<string, string> = {
  BOOKINGS: 'your bookings',
  SUBSCRIPTIONS: 'your subscriptions',
  EVENTS: 'the events you registered for',
};

export function UnavailableSection({ section }: { section: AccountSection }) {
  return (
    <section className="account-section" aria-labelledby="account-unavailable">
      <h2 id="account-unavailable">{section.label}</h2>
      <p>
        This store does not list {WHAT[section.section] ?? section.label.toLowerCase()} in your account yet.
      </p>
    </section>
  );
}
