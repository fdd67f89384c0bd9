import { z } from 'zod';
import { adminPageQuery, pageOf } from '../admin/admin-page.js';
import { emailSchema } from '../auth/auth.schemas.js';
import { plainTextField } from '../text/text-fields.js';

/**
 * Sales enquiries (issue 15 §3, reused by issue 16): a visitor or member asks our team about an offer; the enquiry
 * is stored for /admin, the admins are mailed, and the sender gets an acknowledgement.
 *
 * REST:
 * - POST  /api/enquiries               EnquiryRequest → EnquiryReceipt (201); public, CSRF token as for sign-up;
 *                                      rate-limited per address and per e-mail (RATE_001)
 * - GET   /api/admin/enquiries?kind=&status=&page=   (admins) → AdminEnquiryPage
 * - PATCH /api/admin/enquiries/{id}    UpdateEnquiryRequest → Enquiry (admins; audited)
 */

/**
 * What the enquiry is about: one kind per page with a contact form (/white-label, and issue 16's /corporate,
 * /education and /teachers). The database keeps the kind as text, so a new kind needs no migration.
 */
export const ENQUIRY_KINDS = ['white-label', 'corporate', 'education', 'teachers'] as const;
export const enquiryKindSchema = z.enum(ENQUIRY_KINDS, { error: 'Choose what the enquiry is about' });
export type EnquiryKind = z.infer<typeof enquiryKindSchema>;

export const ENQUIRY_KIND_LABELS: Record<EnquiryKind, string> = {
  'white-label': 'White label',
  corporate: 'Corporate',
  education: 'Education',
  teachers: 'Classroom',
};

/** new: nobody has replied; contacted: our team has been in touch; closed: nothing more to do. */
export const ENQUIRY_STATUSES = ['new', 'contacted', 'closed'] as const;
export const enquiryStatusSchema = z.enum(ENQUIRY_STATUSES, { error: 'Choose new, contacted or closed' });
export type EnquiryStatus = z.infer<typeof enquiryStatusSchema>;

export const ENQUIRY_STATUS_LABELS: Record<EnquiryStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  closed: 'Closed',
};

export const ENQUIRY_LIMITS = {
  name: 120,
  organisation: 160,
  role: 120,
  message: { min: 10, max: 2000 },
  /** The most players or audience anyone could mean: beyond this is a typing slip. */
  audienceSize: 100_000_000,
} as const;

/** How many enquiries one network address and one e-mail address may send: enough to correct a slip, not to flood. */
export const ENQUIRY_RATE = { perIpPerHour: 5, perEmailPerDay: 3 } as const;

/** Enquiries per page in /admin. */
export const ENQUIRY_PAGE_SIZE = 20;

/** An optional field: left out, null or blank all mean "not given" (null). */
const optionalText = (label: string, max: number) =>
  z
    .union([z.null(), plainTextField(label, { max })])
    .optional()
    .transform((value) => (value ? value : null));

export const enquiryRequestSchema = z.strictObject({
  kind: enquiryKindSchema,
  name: plainTextField('Your name', { min: 1, max: ENQUIRY_LIMITS.name }),
  email: emailSchema,
  organisation: plainTextField('Organisation', { min: 1, max: ENQUIRY_LIMITS.organisation }),
  role: optionalText('Your role', ENQUIRY_LIMITS.role),
  audienceSize: z
    .number({ error: 'Audience size must be a whole number' })
    .int({ error: 'Audience size must be a whole number' })
    .min(1, { error: 'Audience size must be at least 1' })
    .max(ENQUIRY_LIMITS.audienceSize, { error: 'Audience size is too large' })
    .nullable()
    .optional()
    .transform((value) => value ?? null),
  message: plainTextField('Your message', {
    min: ENQUIRY_LIMITS.message.min,
    max: ENQUIRY_LIMITS.message.max,
    multiline: true,
  }),
  consent: z.literal(true, { error: 'Tick the box so that we may contact you about this enquiry' }),
  /**
   * A field people never see (hidden from view and from screen readers): bots fill it in. Anything in it makes
   * the server answer as if the enquiry were taken, and store and send nothing.
   */
  website: z.string().max(10_000).optional(),
});
export type EnquiryRequest = z.input<typeof enquiryRequestSchema>;
export type EnquiryInput = z.output<typeof enquiryRequestSchema>;

/** What the sender is told: only that it arrived (the same whether or not the honeypot caught it). */
export const enquiryReceiptSchema = z.object({ received: z.literal(true) });
export type EnquiryReceipt = z.infer<typeof enquiryReceiptSchema>;

export const enquirySchema = z.object({
  id: z.string(),
  kind: enquiryKindSchema,
  status: enquiryStatusSchema,
  name: z.string(),
  email: z.string(),
  organisation: z.string(),
  role: z.string().nullable(),
  audienceSize: z.number().int().nullable(),
  message: z.string(),
  createdAt: z.string(),
  /** When the status last changed, and the admin who changed it. */
  statusChangedAt: z.string().nullable(),
  statusChangedBy: z.string().nullable(),
});
export type Enquiry = z.infer<typeof enquirySchema>;

export const adminEnquiriesQuerySchema = z.strictObject({
  kind: enquiryKindSchema.optional(),
  status: enquiryStatusSchema.optional(),
  page: adminPageQuery.page,
});
export type AdminEnquiriesQuery = z.input<typeof adminEnquiriesQuerySchema>;

export const adminEnquiryPageSchema = pageOf(enquirySchema).extend({
  /** How many enquiries of the chosen kind (all kinds when none is chosen) are in each status. */
  counts: z.record(enquiryStatusSchema, z.number().int()),
});
export type AdminEnquiryPage = z.infer<typeof adminEnquiryPageSchema>;

export const updateEnquiryRequestSchema = z.strictObject({ status: enquiryStatusSchema });
export type UpdateEnquiryRequest = z.input<typeof updateEnquiryRequestSchema>;
