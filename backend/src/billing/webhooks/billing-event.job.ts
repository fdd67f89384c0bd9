import { z } from 'zod';
import { defineJob } from '../../infra/jobs/job-queue';

/** One verified provider event to handle: the ids it carries (the handler re-reads the objects themselves). */
export const BILLING_EVENT_JOB = defineJob(
  'billing.event',
  z.strictObject({
    provider: z.enum(['stripe', 'test']),
    id: z.string().min(1),
    type: z.string().min(1),
    createdAt: z.iso.datetime(),
    objectId: z.string().min(1),
    subscriptionId: z.string().nullable(),
    invoiceId: z.string().nullable(),
    customerId: z.string().nullable(),
  }),
);
export type BillingEventPayload = z.infer<typeof BILLING_EVENT_JOB.schema>;

/** Runs of a failing handler before the job gives up (the provider's redelivery can still start it again). */
export const BILLING_EVENT_ATTEMPTS = 5;

/** Job ids allow letters, digits, dots, dashes and underscores only (BullMQ and the in-process queue alike). */
export function billingEventJobId(provider: string, eventId: string, previousAttempts: number): string {
  const base = `${provider}.${eventId}`.replace(/[^A-Za-z0-9._-]/g, '-').slice(0, 180);
  // A redelivery after failed runs gets its own job: the queue keeps the failed one under the first id.
  return previousAttempts > 0 ? `${base}.redelivery-${previousAttempts}` : base;
}
