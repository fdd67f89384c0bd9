import { z } from 'zod';

/** queued: waiting for (another) SMTP attempt; sent; failed: out of attempts; outbox: no SMTP server, only kept. */
export const mailStatusSchema = z.enum(['queued', 'sent', 'failed', 'outbox']);
export type MailStatus = z.infer<typeof mailStatusSchema>;

export const outboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.string(),
  /** 'smtp' once the SMTP server took the message; 'outbox' while (or when) it is only kept here. */
  deliveredVia: z.enum(['outbox', 'smtp']),
  status: mailStatusSchema.optional(),
  attempts: z.number().int().min(0).optional(),
  lastError: z.string().nullable().optional(),
  sentAt: z.string().nullable().optional(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxResponseSchema = z.object({ messages: z.array(outboxMessageSchema) });
export type OutboxResponse = z.infer<typeof outboxResponseSchema>;
