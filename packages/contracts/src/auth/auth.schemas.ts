import { z } from 'zod';
import { meetsPasswordPolicy } from './password-strength.js';
import { WEAK_PASSWORD_MESSAGE } from '../errors/error-catalogue.js';
import { textField } from '../text/text-fields.js';

/** RFC 5321 caps an address at 254 characters. */
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MAX_LENGTH = 256;
export const FULL_NAME_MAX_LENGTH = 120;
export const BUSINESS_NAME_MAX_LENGTH = 160;

/** Each problem gets its own sentence: an empty, a too-long and a malformed address are different mistakes. */
export const emailSchema = textField('Email', { min: 1, max: EMAIL_MAX_LENGTH })
  .transform((value) => value.toLowerCase())
  .pipe(z.email({ error: 'Enter a valid email address, like name@example.com' }));

/** Passwords are bounded so hashing cost stays bounded; control characters are allowed (they are only hashed). */
const passwordField = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .min(1, { error: `${label} is required` })
    .max(PASSWORD_MAX_LENGTH, { error: `${label} must be ${PASSWORD_MAX_LENGTH} characters or fewer` });

export const passwordSchema = passwordField('Password');
export const currentPasswordSchema = passwordField('Current password');

/** A password being set: must meet the policy, and fails with the catalogue's AUTH_004 rather than VAL_001. */
export const newPasswordSchema = passwordField('Password').refine(meetsPasswordPolicy, {
  message: WEAK_PASSWORD_MESSAGE,
  params: { errorCode: 'AUTH_004' },
});

export const fullNameSchema = textField('Full name', { min: 1, max: FULL_NAME_MAX_LENGTH });
export const businessNameSchema = textField('Business name', { max: BUSINESS_NAME_MAX_LENGTH });

export const loginRequestSchema = z.strictObject({
  email: emailSchema,
  password: passwordSchema,
  mfaCode: textField('Code', { max: 64 }).optional(),
  useBackupCode: z.boolean({ error: 'useBackupCode must be true or false' }).optional(),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

/**
 * Where a sign-up form sits, when it is not the site's own: the developer portal's form records a developer
 * sign-up (analytics `developer_signup`, valued by the server). It names a page, never a value or a plan.
 */
export const SIGNUP_SOURCES = ['developer-portal'] as const;
export type SignupSource = (typeof SIGNUP_SOURCES)[number];

export const registerRequestSchema = z.strictObject({
  email: emailSchema,
  password: newPasswordSchema,
  fullName: fullNameSchema,
  businessName: businessNameSchema.optional(),
  source: z.enum(SIGNUP_SOURCES).optional(),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const csrfTokenResponseSchema = z.object({ csrfToken: z.string() });
export type CsrfTokenResponse = z.infer<typeof csrfTokenResponseSchema>;

export const verifyEmailRequestSchema = z.strictObject({
  token: textField('Verification link', {
    min: 1,
    max: 512,
    requiredMessage: 'The verification link is incomplete',
    tooLongMessage: 'The verification link is not valid',
  }),
});

export const mfaCodeRequestSchema = z.strictObject({
  code: z
    .string({ error: 'Please enter a valid 6-digit code.' })
    .trim()
    .regex(/^\d{6}$/, 'Please enter a valid 6-digit code.'),
});

export const mfaDisableRequestSchema = z.strictObject({
  password: passwordSchema,
  code: textField('Code', {
    min: 1,
    max: 64,
    requiredMessage: 'Enter a code from your authenticator app or a backup code',
  }),
  useBackupCode: z.boolean({ error: 'useBackupCode must be true or false' }).optional(),
});

export const mfaSetupResponseSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  qrCodeDataUrl: z.string(),
});
export type MfaSetupResponse = z.infer<typeof mfaSetupResponseSchema>;

export const backupCodesResponseSchema = z.object({ backupCodes: z.array(z.string()) });
export type BackupCodesResponse = z.infer<typeof backupCodesResponseSchema>;
