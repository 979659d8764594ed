// Hooks for the admin's steps on an order: each runs its call, then shows the answer and refreshes order reads.
import type { StoreClient } from '@cartwright/client';
import {
  type CancelOrderOptions,
  cancelOrder,
  type Fulfillment,
  fulfillOrder,
  markOrderPaid,
  type Order,
  type Refund,
  refundOrder,
} from '@cartwright/client/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useStoreClient } from '../provider/use-store-client.js';
import { orderKeys } from './order-queries.js';

/**
 * A mutation over an admin order call: the answer replaces the cached order, and every order read is
 * invalidated (lists move with payment and fulfilment statuses).
 * @example const markPaid = useOrderStep((client, id: string) => markOrderPaid(client, id));
 */
export function useOrderStep<TVariables>(
  call: (client: StoreClient, variables: TVariables) => Promise<Order>,
) {
  const client = useStoreClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: TVariables) => call(client, variables),
    onSuccess: (order) => queryClient.setQueryData(orderKeys.adminOne(order.id), order),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

/** @example useMarkOrderPaid().mutate(order.id) */
export const useMarkOrderPaid = () => useOrderStep((client, id: string) => markOrderPaid(client, id));

/** @example useFulfillOrder().mutate({ id, fulfillment: { trackingInfo: { trackingNumber } } }) */
export const useFulfillOrder = () =>
  useOrderStep((client, { id, fulfillment }: { id: string; fulfillment?: Fulfillment }) =>
    fulfillOrder(client, id, fulfillment),
  );

/** @example useCancelOrder().mutate({ id, restock: false }) */
export const useCancelOrder = () =>
  useOrderStep((client, { id, restock }: { id: string } & Pick<CancelOrderOptions, 'restock'>) =>
    cancelOrder(client, id, { restock }),
  );

/** @example useRefundOrder().mutate({ id, refund: { amount: '10.00', reason: 'Damaged', restock: true } }) */
export const useRefundOrder = () =>
  useOrderStep((client, { id, refund }: { id: string; refund: Refund }) => refundOrder(client, id, refund));
