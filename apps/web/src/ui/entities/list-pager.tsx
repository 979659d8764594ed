// Previous and next page of an admin list, with where the admin is in it (and how far it goes, when known).

export interface ListPagerProps {
  /** Names the navigation landmark, e.g. "Coupon pages". */
  label: string;
  /** From 1. */
  page: number;
  /** Unknown when the server did not count the matches. */
  pageCount?: number;
  hasNext: boolean;
  onPage: (page: number) => void;
}

export function ListPager({ label, page, pageCount, hasNext, onPage }: ListPagerProps) {
  return (
    <nav className="pagination" aria-label={label}>
      <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous page
      </button>
      <span>
        Page {page}
        {pageCount ? ` of ${pageCount}` : ''}
      </span>
      <button type="button" disabled={!hasNext} onClick={() => onPage(page + 1)}>
        Next page
      </button>
    </nav>
  );
}

/** How many pages `total` matches fill (at least one); unknown when the server did not count. */
export function pageCountOf(total: number | undefined, pageSize: number): number | undefined {
  return total === undefined ? undefined : Math.max(1, Math.ceil(total / pageSize));
}
