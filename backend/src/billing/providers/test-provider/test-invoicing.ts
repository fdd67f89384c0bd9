import { billableProduct } from '@trivia/contracts';
import { PaymentDeclinedError } from '../payment-provider';
import { type CardBehaviour, chargeBehaviour, DECLINE_MESSAGES, type SavedCard } from './test-cards';
import {
  type ChargeDoc,
  type InvoiceDoc,
  type InvoiceLine,
  newTestId,
  stripeInvoice,
  type SubscriptionDoc,
} from './test-provider-documents';
import type { TestProviderTx } from './test-provider-store';

/**
 * How an invoice's subtotal meets the customer's balance, as Stripe settles it: a negative subtotal (a downgrade's
 * credit larger than the new charge) is added to the balance as credit; a positive one is paid from any credit
 * first and the card is charged the rest.
 */
export function settleWithBalance(
  subtotalPence: number,
  balancePence: number,
): { totalPence: number; appliedBalancePence: number; balancePence: number } {
  if (subtotalPence <= 0) return { totalPence: 0, appliedBalancePence: 0, balancePence: balancePence + subtotalPence };
  const applied = Math.min(subtotalPence, Math.max(0, -balancePence));
  return { totalPence: subtotalPence - applied, appliedBalancePence: applied, balancePence: balancePence + applied };
}

/**
 * An invoice for a subscription, priced by the caller from the catalogue (never from a client), settled against
 * the customer's balance in the same transaction.
 */
export async function createInvoice(
  tx: TestProviderTx,
  sub: SubscriptionDoc,
  billingReason: InvoiceDoc['billingReason'],
  lines: InvoiceLine[],
): Promise<InvoiceDoc> {
  const subtotal = lines.reduce((sum, line) => sum + line.amountPence, 0);
  const customer = await tx.get('customer', sub.customerId, { lock: true });
  const settled = settleWithBalance(subtotal, customer.balancePence ?? 0);
  if (settled.balancePence !== (customer.balancePence ?? 0)) {
    customer.balancePence = settled.balancePence;
    await tx.update(customer);
  }
  const invoice: InvoiceDoc = {
    id: newTestId('invoice'),
    kind: 'invoice',
    customerId: sub.customerId,
    subscriptionId: sub.id,
    userId: sub.userId,
    planId: sub.planId,
    billingReason,
    status: 'open',
    subtotalPence: subtotal,
    appliedBalancePence: settled.appliedBalancePence,
    totalPence: settled.totalPence,
    refundedPence: 0,
    chargeId: null,
    attemptCount: 0,
    lines,
    createdAt: tx.nowIso,
    paidAt: null,
  };
  return tx.insert(invoice);
}

/** The line of one whole period of a plan at its catalogue price (VAT included). */
export function planLine(sub: Pick<SubscriptionDoc, 'planId'>, start: Date, end: Date): InvoiceLine {
  const plan = billableProduct(sub.planId);
  return {
    description: `${plan.name} (${plan.interval === 'year' ? 'yearly' : 'monthly'})`,
    amountPence: plan.pricePence,
    periodStart: start.toISOString(),
    periodEnd: end.toISOString(),
  };
}

export type PaymentAttempt =
  { paid: true; invoice: InvoiceDoc } | { paid: false; invoice: InvoiceDoc; declineCode: CardBehaviour };

/**
 * Charges the card for an open invoice. A paid invoice gets its charge; a decline leaves the invoice open with
 * one more attempt counted (the caller decides whether that rolls back or is recorded, as a renewal is).
 */
export async function attemptPayment(
  tx: TestProviderTx,
  invoice: InvoiceDoc,
  card: SavedCard | null,
): Promise<PaymentAttempt> {
  invoice.attemptCount += 1;
  if (invoice.totalPence > 0) {
    const behaviour = card ? chargeBehaviour(card) : 'card_declined';
    if (behaviour !== 'succeeds' || !card) {
      await tx.update(invoice);
      return { paid: false, invoice, declineCode: behaviour };
    }
    const charge: ChargeDoc = {
      id: newTestId('charge'),
      kind: 'charge',
      customerId: invoice.customerId,
      invoiceId: invoice.id,
      amountPence: invoice.totalPence,
      refundedPence: 0,
      paymentMethod: card,
      createdAt: tx.nowIso,
    };
    await tx.insert(charge);
    invoice.chargeId = charge.id;
  }
  invoice.status = 'paid';
  invoice.paidAt = tx.nowIso;
  await tx.update(invoice);
  return { paid: true, invoice };
}

/** For charges made while the customer waits (checkout, plan change): a decline is an error and nothing is kept. */
export async function payNowOrThrow(
  tx: TestProviderTx,
  invoice: InvoiceDoc,
  card: SavedCard | null,
): Promise<InvoiceDoc> {
  const attempt = await attemptPayment(tx, invoice, card);
  if (!attempt.paid) {
    const code = attempt.declineCode === 'succeeds' ? 'card_declined' : attempt.declineCode;
    throw new PaymentDeclinedError(DECLINE_MESSAGES[code], code);
  }
  tx.emit('invoice.paid', stripeInvoice(attempt.invoice));
  return attempt.invoice;
}
