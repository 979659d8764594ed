// @vitest-environment happy-dom
// The order page's Payments table: a row per transaction with its provider, method, amount, status, reference and
// refunds, and the words older records (no status, no amount) fall back to.
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { Router } from 'wouter';
import type { Order } from '../../storefront/orders/order-types.js';
import {
  OrderPaymentsSection,
  transactionMethod,
  transactionProvider,
  transactionStatusText,
} from './order-payments-section.js';

afterEach(cleanup);

type Transaction = Order['paymentAttempts'][number];
const when = new Date('2026-11-30T10:00:00Z');
const money = (amount: string) => ({ amount, formattedAmount: `$${amount}` });

const declined = {
  id: 't-1',
  method: 'PROVIDER',
  provider: 'stripe',
  outcome: 'DECLINED',
  status: 'DECLINED',
  last4: '0002',
  brand: 'visa',
  amount: money('15.00'),
  providerReference: 'pi_123',
  createdDate: when,
} as unknown as Transaction;
const paid = {
  ...declined,
  id: 't-2',
  outcome: 'APPROVED',
  status: 'PARTIALLY_REFUNDED',
  last4: '4242',
  refundedAmount: money('4.00'),
} as unknown as Transaction;
const offline = {
  id: 't-3',
  method: 'OFFLINE',
  outcome: 'APPROVED',
  createdDate: when,
} as unknown as Transaction;

it('lists every transaction as a row of the admin table, stacked on a phone', () => {
  const order = { paymentAttempts: [declined, paid] } as unknown as Order;
  render(
    <Router base="/admin">
      <OrderPaymentsSection order={order} />
    </Router>,
  );
  const table = screen.getByRole('table', { name: 'Payments' });
  expect(table.className).toContain('stack-table');
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows).toHaveLength(2);
  expect(rows[0]!.textContent).toContain('Visa ending 0002');
  expect(rows[0]!.textContent).toContain('Declined');
  expect(rows[1]!.textContent).toContain('Partly refunded');
  expect(rows[1]!.textContent).toContain('$4.00 refunded');
  expect(within(rows[1]!).getByText('pi_123').tagName).toBe('CODE');
});

it('an order without payments says so', () => {
  render(<OrderPaymentsSection order={{ paymentAttempts: [] } as unknown as Order} />);
  expect(screen.getByText('No payment has been tried for this order.')).toBeTruthy();
});

it('words for the provider, method and status, older records included', () => {
  expect(transactionProvider(offline)).toBe('Offline');
  expect(transactionProvider({ ...offline, method: 'CARD' } as Transaction)).toBe('Test card');
  expect(transactionProvider(declined)).toBe('Stripe');
  expect(transactionMethod(offline)).toBe('Offline payment');
  expect(transactionMethod({ ...offline, method: 'CARD', last4: '4242' } as Transaction)).toBe(
    'Card ending 4242',
  );
  expect(transactionStatusText(offline)).toEqual({ label: 'Approved', tone: 'good' });
  expect(transactionStatusText({ ...paid, status: 'PENDING' } as Transaction).tone).toBe('warn');
});
