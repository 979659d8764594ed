// The totals of a cart or checkout as a table (subtotal, discounts, shipping, tax, total) and the applied
// discounts by name.
import { type DiscountLine, discountLines, type TotalsRow, totalsRows } from './totals-view.js';

interface TotalsTableProps {
  totals: Parameters<typeof totalsRows>[0];
  addressGiven: boolean;
  /** True while newer totals are on their way (the shown ones stay until then). */
  busy?: boolean;
}

export function TotalsTable({ totals, addressGiven, busy = false }: TotalsTableProps) {
  const rows: TotalsRow[] = totalsRows(totals, { addressGiven });
  const discounts: DiscountLine[] = discountLines(totals);
  return (
    <div className="totals" aria-busy={busy}>
      <table className="totals-table">
        <caption className="visually-hidden">Totals</caption>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className={`totals-${row.key}`}>
              <th scope="row">{row.label}</th>
              <td>{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {discounts.length > 0 ? (
        <ul className="applied-discounts" aria-label="Applied discounts">
          {discounts.map((discount) => (
            <li key={discount.name}>
              <span>{discount.name}</span> <span>{discount.amount}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
