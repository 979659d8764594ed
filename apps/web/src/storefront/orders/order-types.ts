// The order as the web app receives it from the client (dates as Date).
export type { Order } from '@cartwright/client/orders';
