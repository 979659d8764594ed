// Public entry of @cartwright/react: provider and hooks over @cartwright/client and TanStack Query.
export { useRecoverCheckout } from './abandoned-checkouts/use-recover-checkout.js';
export { readSessionKind, subscribeToSession } from './auth/session-source.js';
export { useSession } from './auth/use-session.js';
export { cartKeys } from './cart/cart-keys.js';
export { cartQueries } from './cart/cart-queries.js';
export { type AddToCartVariables, useAddToCart } from './cart/use-add-to-cart.js';
export { useApplyCoupon } from './cart/use-apply-coupon.js';
export { useCheckout } from './cart/use-checkout.js';
export { type CreateCheckoutVariables, useCreateCheckout } from './cart/use-create-checkout.js';
export { useCurrentCart } from './cart/use-current-cart.js';
export { useEstimateTotals } from './cart/use-estimate-totals.js';
export { useRemoveCoupon } from './cart/use-remove-coupon.js';
export { useRemoveLineItems } from './cart/use-remove-line-items.js';
export { type LineItemQuantityStep, useStepLineItemQuantity } from './cart/use-step-line-item-quantity.js';
export { useUpdateCart } from './cart/use-update-cart.js';
export { useUpdateLineItemQuantity } from './cart/use-update-line-item-quantity.js';
export { type CollectionQuery, collectionKeys, collectionQueries } from './catalog/collection-queries.js';
export { productFacetsQuery } from './catalog/product-facets-query.js';
export {
  type ChosenOptions,
  type ProductQuery,
  productKeys,
  productQueries,
} from './catalog/product-queries.js';
export { searchSuggestionKeys, searchSuggestionQueries } from './catalog/search-suggestion-queries.js';
export { useCollection } from './catalog/use-collection.js';
export { useCollections } from './catalog/use-collections.js';
export { useProductFacets } from './catalog/use-product-facets.js';
export { useProductOptionsAvailability } from './catalog/use-product-options-availability.js';
export { useProducts } from './catalog/use-products.js';
export { useSearchSuggestions } from './catalog/use-search-suggestions.js';
export { type MemberQuery, memberKeys, memberQueries } from './members/member-queries.js';
export { useCurrentMember } from './members/use-current-member.js';
export { useMember } from './members/use-member.js';
export { JOB_POLL_MS, useMemberJob } from './members/use-member-job.js';
export { useMembers } from './members/use-members.js';
export {
  type MutationKeys,
  type StoreMutationOptions,
  useStoreMutation,
} from './mutations/use-store-mutation.js';
export { orderKeys, orderQueries } from './orders/order-queries.js';
export { useAdminOrder, useAdminOrders } from './orders/use-admin-orders.js';
export { type CompleteCheckoutVariables, useCompleteCheckout } from './orders/use-complete-checkout.js';
export { useMyOrder } from './orders/use-my-order.js';
export { useMyOrders } from './orders/use-my-orders.js';
export { useOrder } from './orders/use-order.js';
export { useOrderByLink } from './orders/use-order-by-link.js';
export { type UpdateCheckoutVariables, useUpdateCheckout } from './orders/use-update-checkout.js';
export { usePaymentSession } from './payments/use-payment-session.js';
export { createStoreQueryClient } from './provider/create-store-query-client.js';
export type { OAuthStoreClient } from './provider/store-client.js';
export { StoreProvider, type StoreProviderProps } from './provider/store-provider.js';
export { useStoreClient } from './provider/use-store-client.js';
