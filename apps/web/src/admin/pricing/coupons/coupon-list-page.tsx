// /admin/coupons: every coupon with what it takes off, whether it can be used now, and how often it was.
import { useStoreClient } from '@cartwright/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { FormAlert } from '../../forms/field.js';
import { describeError } from '../../forms/field-errors.js';
import { ListPager } from '../list-pager.js';
import { pricingQueries } from '../pricing-queries.js';
import { COUPON_TYPE_LABELS } from './coupon-draft.js';
import { couponStatus, couponUses, couponValue } from './coupon-summary.js';

const PAGE_SIZE = 20;

export function CouponListPage() {
  const client = useStoreClient();
  const [offset, setOffset] = useState(0);
  const list = useQuery({
    ...pricingQueries.coupons(client, { limit: PAGE_SIZE, offset }),
    placeholderData: keepPreviousData,
  });
  const now = new Date();
  return (
    <section className="page" aria-labelledby="coupons-admin-title">
      <h1 id="coupons-admin-title">Coupons</h1>
      <p>
        <Link className="button-link" to="/coupons/new">
          New coupon
        </Link>
      </p>
      <FormAlert message={list.isError ? describeError(list.error) : undefined} />
      {list.isPending ? <p role="status">Loading coupons…</p> : null}
      {list.data ? (
        <>
          {list.data.coupons.length === 0 ? <p>No coupons yet.</p> : null}
          <div className="table-scroll">
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">Code</th>
                  <th scope="col">Name</th>
                  <th scope="col">Type</th>
                  <th scope="col">Value</th>
                  <th scope="col">Status</th>
                  <th scope="col">Used / limit</th>
                </tr>
              </thead>
              <tbody>
                {list.data.coupons.map((coupon) => {
                  const status = couponStatus(coupon, now);
                  return (
                    <tr key={coupon.id}>
                      <th scope="row">
                        <Link to={`/coupons/${coupon.id}`}>{coupon.code}</Link>
                      </th>
                      <td>{coupon.name}</td>
                      <td>{COUPON_TYPE_LABELS[coupon.type]}</td>
                      <td>{couponValue(coupon)}</td>
                      <td>
                        <span className={`status-badge status-${status.toLowerCase()}`}>{status}</span>
                      </td>
                      <td>{couponUses(coupon)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <ListPager
            label="Coupon pages"
            pageSize={PAGE_SIZE}
            metadata={list.data.metadata}
            onOffset={setOffset}
          />
        </>
      ) : null}
    </section>
  );
}
