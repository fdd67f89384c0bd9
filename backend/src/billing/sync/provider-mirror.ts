import { vatIncluded } from '@trivia/contracts';
import type { ProviderInvoice } from '../providers/payment-provider';
import type { InvoiceStatus } from '../invoices/invoice.entity';

/**
 * Pure rules for turning the provider's true state into our rows, kept apart from the I/O so they can be tested
 * as a table: which invoices we mirror and with what status, when the subscription was first paid for, and
 * whether the money-back refund has happened.
 */

/** A draft is not an invoice yet for the customer: nothing to show or number. */
export function mirroredStatus(invoice: ProviderInvoice): InvoiceStatus | null {
  switch (invoice.status) {
    case 'draft':
      return null;
    case 'paid':
      return isFullyRefunded(invoice) ? 'refunded' : 'paid';
    case 'open':
      return 'open';
    case 'void':
      return 'void';
    case 'uncollectible':
      return 'failed';
  }
}

function isFullyRefunded(invoice: ProviderInvoice): boolean {
  return invoice.totalPence > 0 && invoice.refundedPence >= invoice.totalPence;
}

/** The VAT inside a VAT-inclusive total (every price we charge includes 20% UK VAT). */
export const invoiceVatPence = (invoice: ProviderInvoice): number => vatIncluded(invoice.totalPence);

/** Money actually taken: a paid invoice for more than nothing (a pro-ration credit can make one £0). */
const tookMoney = (invoice: ProviderInvoice) => invoice.status === 'paid' && invoice.totalPence > 0;

/** The first payment on the subscription: the money-back guarantee runs from here. */
export function firstPaidAt(invoices: readonly ProviderInvoice[]): Date | null {
  const times = invoices
    .filter(tookMoney)
    .map((invoice) => (invoice.paidAt ?? invoice.createdAt).getTime())
    .sort((a, b) => a - b);
  return times.length > 0 ? new Date(times[0]!) : null;
}

/** Every payment was given back in full (the money-back refund, or refunds made in the provider's dashboard). */
export function allPaymentsRefunded(invoices: readonly ProviderInvoice[]): boolean {
  const paid = invoices.filter(tookMoney);
  return paid.length > 0 && paid.every(isFullyRefunded);
}

/** Paid invoices with money still to give back, for the money-back refund. */
export function refundableInvoices(invoices: readonly ProviderInvoice[]): ProviderInvoice[] {
  return invoices.filter((invoice) => tookMoney(invoice) && invoice.refundedPence < invoice.totalPence);
}

/** Receipt numbers run on one sequence; the year is the issue date's in the UK. */
export function receiptNumber(issuedAt: Date, sequence: number): string {
  return `TRV-${ukYear(issuedAt)}-${String(sequence).padStart(6, '0')}`;
}

export function ukYear(at: Date): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', year: 'numeric' }).format(at);
}
