// Previous and next page of an admin list paged by offset, with where the admin is in it.
import type { PagingMetadata } from '@cartwright/contracts';

interface ListPagerProps {
  /** Names the navigation landmark, e.g. "Coupon pages". */
  label: string;
  pageSize: number;
  metadata: PagingMetadata;
  onOffset: (offset: number) => void;
}

export function ListPager({ label, pageSize, metadata, onOffset }: ListPagerProps) {
  const { offset, count } = metadata;
  const total = metadata.total ?? offset + count;
  const page = Math.floor(offset / pageSize) + 1;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav className="pagination" aria-label={label}>
      <button type="button" disabled={offset === 0} onClick={() => onOffset(Math.max(0, offset - pageSize))}>
        Previous page
      </button>
      <span>
        Page {page} of {pages}
      </span>
      <button type="button" disabled={offset + count >= total} onClick={() => onOffset(offset + pageSize)}>
        Next page
      </button>
    </nav>
  );
}
