// The cart drawer's open state, shared by the shell (which renders the drawer) and the pages that open it
// (the product page after an add). The drawer itself is a lazy chunk, fetched the first time it opens.
import { createContext, lazy, type ReactNode, Suspense, useContext, useMemo, useState } from 'react';
import { useLocation } from 'wouter';

const CartDrawer = lazy(async () => ({ default: (await import('./cart-drawer.js')).CartDrawer }));

interface CartDrawerControl {
  /** Opens the drawer; `message` (e.g. what was just added) is announced at its top. */
  openCartDrawer(message?: string): void;
}

const CartDrawerContext = createContext<CartDrawerControl>({
  openCartDrawer: () => {
    throw new Error('openCartDrawer needs a CartDrawerProvider above it.');
  },
});

/** Holds whether the drawer is open and renders it while it is. */
export function CartDrawerProvider({ children }: { children: ReactNode }) {
  // A new object per opening, so opening again with the same message still shows it afresh.
  const [opened, setOpened] = useState<{ message: string | undefined } | null>(null);
  const [location] = useLocation();
  const [openedOn, setOpenedOn] = useState(location);
  // Another page (the browser's Back, say) closes it: the drawer belongs to the page it was opened on.
  if (openedOn !== location) {
    setOpenedOn(location);
    setOpened(null);
  }
  const control = useMemo<CartDrawerControl>(
    () => ({ openCartDrawer: (message) => setOpened({ message }) }),
    [],
  );
  return (
    <CartDrawerContext.Provider value={control}>
      {children}
      {opened ? (
        <Suspense fallback={null}>
          <CartDrawer message={opened.message} onClose={() => setOpened(null)} />
        </Suspense>
      ) : null}
    </CartDrawerContext.Provider>
  );
}

/** `openCartDrawer(message?)` for any page inside the shell. */
export function useCartDrawer(): CartDrawerControl {
  return useContext(CartDrawerContext);
}
