// The admin's payment settings as a TanStack query.
import { getPaymentSettings } from '@cartwright/client/payments';
import type { OAuthStoreClient } from '@cartwright/react';
import { queryOptions } from '@tanstack/react-query';

export const paymentSettingsKeys = {
  all: ['cartwright', 'admin', 'payment-settings'] as const,
};

export const paymentSettingsQuery = (client: OAuthStoreClient) =>
  queryOptions({
    queryKey: paymentSettingsKeys.all,
    queryFn: ({ signal }) => getPaymentSettings(client, { signal }),
  });
