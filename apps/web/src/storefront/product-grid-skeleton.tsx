// Placeholder cards shown while a product grid loads, shaped like the cards so the page does not jump.
/** `count` grey cards, hidden from assistive technology: the listing's status line says it is loading. */
export function ProductGridSkeleton({ count }: { count: number }) {
  return (
    <ul className="product-grid skeleton-grid" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        // Placeholders have nothing but their position to tell them apart.
        // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders.
        <li key={i} className="product-card skeleton-card">
          <div className="skeleton skeleton-image" />
          <div className="skeleton skeleton-line" />
          <div className="skeleton skeleton-line skeleton-short" />
        </li>
      ))}
    </ul>
  );
}
