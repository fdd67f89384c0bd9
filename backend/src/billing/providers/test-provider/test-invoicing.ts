import { PLANS } from '@trivia/contracts';
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

/** An invoice for a subscription, priced by the caller from the catalogue (never from a client). */
export async function createInvoice(
  tx: TestProviderTx,
  sub: SubscriptionDoc,
  billingReason: InvoiceDoc['billingReason'],
  lines: InvoiceLine[],
): Promise<InvoiceDoc> {
  const total = lines.reduce((sum, line) => sum + line.amountPence, 0);
  const invoice: InvoiceDoc = {
    id: newTestId('invoice'),
    kind: 'invoice',
    customerId: sub.customerId,
    subscriptionId: sub.id,
    userId: sub.userId,
    planId: sub.planId,
    billingReason,
    status: 'open',
    totalPence: Math.max(0, total),
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
  const plan = PLANS[sub.planId];
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
