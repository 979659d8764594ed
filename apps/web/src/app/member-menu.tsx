// The signed-in member's name in the header, opening a small menu: who is signed in, Account, Sign out.
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { memberDisplayName, useMemberProfile } from '../auth/member-profile.js';

export function MemberMenu() {
  const profile = useMemberProfile();
  const menu = useRef<HTMLDetailsElement>(null);
  // A click or Escape outside the open menu closes it, like a menu should.
  useEffect(() => {
    const close = (event: Event) => {
      const details = menu.current;
      if (!details?.open) return;
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !details.contains(event.target as Node)) {
        details.open = false;
      }
    };
    document.addEventListener('click', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('click', close);
      document.removeEventListener('keydown', close);
    };
  }, []);
  // Following one of its links closes the menu.
  const closeMenu = () => {
    if (menu.current) menu.current.open = false;
  };
  const name = memberDisplayName(profile) ?? 'Member';
  return (
    <details className="member-menu" ref={menu}>
      <summary aria-label={`Signed in as ${name}`}>
        <span className="member-name">{name}</span>
      </summary>
      <ul>
        {profile ? <li className="member-menu-email">{profile.email}</li> : null}
        <li>
          <Link to="/account" onClick={closeMenu}>
            Account
          </Link>
        </li>
        <li>
          <Link to="/auth/logout" onClick={closeMenu}>
            Sign out
          </Link>
        </li>
      </ul>
    </details>
  );
}
