// The admin pages read orders through the React bindings' useAdminOrders and useAdminOrder, so every order step
// (which invalidates orderKeys.all) refreshes the list and the order shown.
import { orderKeys } from '@cartwright/react';

export const orderAdminKeys = { all: orderKeys.all };
