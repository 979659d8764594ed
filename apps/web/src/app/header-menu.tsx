// The header's menu below 768 px: a ☰ button that opens the navigation, search, cart and session links as a
// drawer. The panel is a popover the button opens by itself (popovertarget), so the menu works in the server's
// HTML before the app has hydrated; while closed its box is dissolved (display: contents), which lets the
// stylesheet lay its search and cart into the header row and, from 768 px, all of it inline as before.
import { type ReactNode, type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';

const PANEL_ID = 'site-menu';
/** The width where the header shows everything inline; the same as the stylesheet's. */
const WIDE = '(min-width: 48rem)';

/** Browsers without the Popover API (and happy-dom) get the same drawer from React state alone. */
const hasPopover = () => typeof HTMLElement !== 'undefined' && 'showPopover' in HTMLElement.prototype;

interface HeaderMenu {
  open: boolean;
  button: RefObject<HTMLButtonElement | null>;
  panel: RefObject<HTMLDivElement | null>;
  setOpen: (open: boolean) => void;
  close: () => void;
}

/** The menu's state: follows the popover's own toggles, and closes on a new page or a widened window. */
export function useHeaderMenu(): HeaderMenu {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const [location] = useLocation();
  const shownAt = useRef(location);

  const close = useCallback(() => {
    const element = panel.current;
    if (hasPopover() && element?.matches(':popover-open')) element.hidePopover();
    setOpen(false);
  }, []);

  // Opened with a tap before hydration: the state takes up what the browser shows.
  useEffect(() => {
    if (hasPopover() && panel.current?.matches(':popover-open')) setOpen(true);
  }, []);
  // A link or a search leads to a new page: the menu closes behind it.
  useEffect(() => {
    if (shownAt.current === location) return;
    shownAt.current = location;
    close();
  }, [location, close]);
  useEffect(() => {
    const wide = matchMedia(WIDE);
    wide.addEventListener('change', close);
    return () => wide.removeEventListener('change', close);
  }, [close]);
  // The browser closes a popover on Escape itself; this covers the fallback, and focus lands on the button
  // even when it was on nothing in particular.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (!hasPopover()) setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return { open, button, panel, setOpen, close };
}

const menuIcon = (
  <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
    <path
      d="M4 7h16M4 12h16M4 17h16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
    />
  </svg>
);

/** The ☰ button; hidden from 768 px, where there is nothing to open. */
export function MenuButton({ menu }: { menu: HeaderMenu }) {
  return (
    <button
      ref={menu.button}
      type="button"
      className="icon-button menu-button"
      aria-label="Menu"
      aria-expanded={menu.open}
      aria-controls={PANEL_ID}
      popoverTarget={PANEL_ID}
      onClick={() => {
        if (!hasPopover()) menu.setOpen(!menu.open);
      }}
    >
      {menuIcon}
    </button>
  );
}

/** The drawer's contents; following any link in it closes it. */
export function MenuPanel({ menu, children }: { menu: HeaderMenu; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the click only notices a link being followed
    // biome-ignore lint/a11y/useKeyWithClickEvents: links follow with Enter as a click, which this sees too
    <div
      ref={menu.panel}
      id={PANEL_ID}
      className={menu.open ? 'menu-panel is-open' : 'menu-panel'}
      popover="auto"
      onToggle={(event) => menu.setOpen(event.newState === 'open')}
      onClick={(event) => {
        if (event.target instanceof Element && event.target.closest('a')) menu.close();
      }}
    >
      <div className="menu-panel-header">
        <span>Menu</span>
        <button
          type="button"
          className="icon-button"
          aria-label="Close menu"
          popoverTarget={PANEL_ID}
          popoverTargetAction="hide"
          onClick={() => {
            if (!hasPopover()) menu.close();
            menu.button.current?.focus();
          }}
        >
          ×
        </button>
      </div>
      {children}
    </div>
  );
}
