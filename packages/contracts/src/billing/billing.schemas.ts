import { z } from 'zod';
import { billableProductIdSchema, productLineSchema, subscriptionStatusSchema } from '../plans/plans.schemas.js';

/**
 * POST /api/billing/checkout. The plan (a site plan or a developer API tier) is all the client says: the amount
 * comes from the server's catalogue.
 * The consent box is the UK digital-content waiver (Consumer Contracts Regulations 2013, reg. 37): the
 * customer asks for immediate access and acknowledges losing the 14-day cancellation right.
 */
export const checkoutRequestSchema = z.strictObject({
  planId: billableProductIdSchema,
  immediateAccessConsent: z.literal(true, {
    error: 'Tick the box to confirm you want access straight away and understand the 14-day cancellation right ends',
  }),
});
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;

/** Where to send the browser: the provider's checkout page (ours for the test provider, Stripe's otherwise). */
export const redirectResponseSchema = z.object({ url: z.string() });
export type RedirectResponse = z.infer<typeof redirectResponseSchema>;

/** The :sessionId of GET /api/billing/checkout/:sessionId: a provider's checkout session id (Stripe's `cs_…`). */
export const checkoutSessionIdSchema = z.string().regex(/^cs_[A-Za-z0-9_]{1,200}$/, { error: 'Unknown checkout' });

/** GET /api/billing/checkout/:sessionId, for /subscription/success: the server re-reads the provider. */
export const checkoutResultSchema = z.object({
  state: z.enum(['complete', 'pending', 'failed', 'expired']),
  planId: billableProductIdSchema,
});
export type CheckoutResult = z.infer<typeof checkoutResultSchema>;

/**
 * POST /api/billing/change-plan: pro-rated on the provider; the server prices it. The new plan's line says which
 * subscription changes (a site plan for another site plan, an API tier for another API tier).
 */
export const changePlanRequestSchema = z.strictObject({ planId: billableProductIdSchema });
export type ChangePlanRequest = z.input<typeof changePlanRequestSchema>;

export const paymentMethodSchema = z.object({ brand: z.string(), last4: z.string().regex(/^\d{4}$/) });
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const invoiceSchema = z.object({
  id: z.string(),
  /** Our receipt number, e.g. "TRV-2026-000123". */
  number: z.string(),
  issuedAt: z.string(),
  description: z.string(),
  totalPence: z.number().int(),
  vatPence: z.number().int(),
  status: z.enum(['paid', 'open', 'void', 'refunded', 'failed']),
  refundedPence: z.number().int(),
  /** GET this for the PDF receipt. */
  receiptUrl: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const subscriptionViewSchema = z.object({
  /** A site plan or an API tier (`productLineOf` says which). */
  planId: billableProductIdSchema,
  status: subscriptionStatusSchema,
  cancelAtPeriodEnd: z.boolean(),
  currentPeriodEnd: z.string().nullable(),
  /** What the next renewal charges (VAT included); null when it will not renew. */
  nextAmountPence: z.number().int().nullable(),
  paymentMethod: paymentMethodSchema.nullable(),
  /** Until when the money-back refund is offered; null when it is not (no payment, or past 30 days). */
  refundableUntil: z.string().nullable(),
});
export type SubscriptionView = z.infer<typeof subscriptionViewSchema>;

/** GET /api/billing: the /billing page. */
export const billingOverviewSchema = z.object({
  provider: z.enum(['stripe', 'test']),
  /** The site plan's subscription. */
  subscription: subscriptionViewSchema.nullable(),
  /** The developer API tier's subscription, held beside the site plan. */
  apiSubscription: subscriptionViewSchema.nullable(),
  invoices: z.array(invoiceSchema),
});
export type BillingOverview = z.infer<typeof billingOverviewSchema>;

/**
 * POST /api/billing/cancel and /resume: which subscription (the site plan unless the API tier is named). The
 * body may be left out altogether for the site plan.
 */
export const subscriptionLineRequestSchema = z
  .strictObject({ line: productLineSchema.default('site') })
  .default({ line: 'site' });
export type SubscriptionLineRequest = z.input<typeof subscriptionLineRequestSchema>;

/**
 * POST /api/billing/refund: the money-back guarantee on one line's subscription (the site plan unless the API
 * tier is named). The customer confirms they understand access ends.
 */
export const refundRequestSchema = z.strictObject({
  confirm: z.literal(true, { error: 'Confirm that your access ends when the refund is made' }),
  line: productLineSchema.default('site'),
});
export type RefundRequest = z.input<typeof refundRequestSchema>;

/** The built-in test provider's checkout page: card fields as a customer types them (never stored). */
export const testCardPaymentRequestSchema = z.strictObject({
  cardNumber: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, { error: 'Enter the card number' })),
  expiry: z
    .string()
    .trim()
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, { error: 'Enter the expiry date as MM/YY' }),
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, { error: 'Enter the 3 or 4 digit security code' }),
  name: z.string().trim().min(1, { error: 'Enter the name on the card' }).max(100),
});
export type TestCardPaymentRequest = z.input<typeof testCardPaymentRequestSchema>;

/** GET /api/test-payments/sessions/:id: what the test checkout page shows. */
export const testCheckoutSessionSchema = z.object({
  id: z.string(),
  /** A checkout (new subscription) or a card update for an existing one. */
  mode: z.enum(['subscription', 'setup']),
  planName: z.string(),
  amountPence: z.number().int(),
  interval: z.enum(['month', 'year']).nullable(),
  customerEmail: z.string(),
  state: z.enum(['open', 'complete', 'expired']),
  cancelUrl: z.string(),
});
export type TestCheckoutSession = z.infer<typeof testCheckoutSessionSchema>;

/** POST /api/test-payments/sessions/:id/pay answers where to go next (the success URL). */
export const testPaymentResultSchema = z.object({ redirectUrl: z.string() });

/** GET /api/admin/subscriptions. */
export const adminSubscriptionRowSchema = z.object({
  userId: z.string(),
  email: z.string(),
  planId: billableProductIdSchema,
  status: subscriptionStatusSchema,
  cancelAtPeriodEnd: z.boolean(),
  currentPeriodEnd: z.string().nullable(),
  /** This subscription's monthly recurring revenue in pence (a yearly plan counts a twelfth), 0 without access. */
  mrrPence: z.number().int(),
  createdAt: z.string(),
});
export const adminSubscriptionsSchema = z.object({
  /** Both lines together. */
  mrrPence: z.number().int(),
  /** The site plans' and the API tiers' share of the MRR. */
  mrrByLinePence: z.record(productLineSchema, z.number().int()),
  activeCount: z.number().int(),
  byStatus: z.record(subscriptionStatusSchema, z.number().int()),
  rows: z.array(adminSubscriptionRowSchema),
});
export type AdminSubscriptions = z.infer<typeof adminSubscriptionsSchema>;
