// The member's orders on their admin page (issue #33: "a member's page shows no orders"): the newest ones placed
// while signed in, as the order list shows them, each leading to the order.
import type { Member } from '@cartwright/client/members';
import { useAdminOrders } from '@cartwright/react';
import { countOf, ResourceTable } from '../../ui/entities/resource-table.js';
import { ORDER_COLUMNS } from '../orders/order-list-page.js';

export const MEMBER_ORDERS_SHOWN = 10;

const COLUMNS = ORDER_COLUMNS.filter((column) => column.heading !== 'Customer');

export function MemberOrders({ member }: { member: Member }) {
  const list = useAdminOrders({ memberId: member.id, limit: MEMBER_ORDERS_SHOWN });
  const page = list.data;
  const total = page?.metadata.total;
  const more = total !== undefined && total > MEMBER_ORDERS_SHOWN;
  return (
    <section className="admin-section" aria-labelledby="member-orders-title">
      <h2 id="member-orders-title">Orders</h2>
      <ResourceTable
        noun="orders"
        columns={COLUMNS}
        rows={page?.orders}
        rowKey={(order) => order.id}
        rowLink={(order) => `/orders/${encodeURIComponent(order.id)}`}
        loading={list.isLoading}
        error={list.error}
        empty="No orders placed while signed in yet."
        count={
          more
            ? `The newest ${MEMBER_ORDERS_SHOWN} of ${total} orders`
            : countOf(total, page?.orders.length ?? 0, 'order')
        }
        caption={`Orders of ${member.loginEmail ?? 'this member'}`}
        stacked
        className="order-table"
      />
    </section>
  );
}
