import { z } from 'zod';
import { meetsPasswordPolicy } from './password-strength.js';
import { WEAK_PASSWORD_MESSAGE } from '../errors/error-catalogue.js';

const email = z
  .string({ message: 'Email is required' })
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ message: 'Enter a valid email address' }));

/** Passwords are bounded so hashing cost stays bounded; the policy is checked separately to answer AUTH_004. */
const password = z.string().min(1, 'Password is required').max(256);

/** A password being set: must meet the policy, and fails with the catalogue's AUTH_004 rather than VAL_001. */
export const newPasswordSchema = z
  .string()
  .max(256)
  .refine(meetsPasswordPolicy, { message: WEAK_PASSWORD_MESSAGE, params: { errorCode: 'AUTH_004' } });

export const loginRequestSchema = z.strictObject({
  email,
  password,
  mfaCode: z.string().trim().max(64).optional(),
  useBackupCode: z.boolean().optional(),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const registerRequestSchema = z.strictObject({
  email,
  password: newPasswordSchema,
  fullName: z.string().trim().min(1, 'Full name is required').max(120),
  businessName: z.string().trim().max(160).optional(),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const csrfTokenResponseSchema = z.object({ csrfToken: z.string() });
export type CsrfTokenResponse = z.infer<typeof csrfTokenResponseSchema>;

export const verifyEmailRequestSchema = z.strictObject({ token: z.string().min(1).max(512) });

export const mfaCodeRequestSchema = z.strictObject({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Please enter a valid 6-digit code.'),
});

export const mfaDisableRequestSchema = z.strictObject({
  password,
  code: z.string().trim().min(1).max(64),
  useBackupCode: z.boolean().optional(),
});

export const mfaSetupResponseSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  qrCodeDataUrl: z.string(),
});
export type MfaSetupResponse = z.infer<typeof mfaSetupResponseSchema>;

export const backupCodesResponseSchema = z.object({ backupCodes: z.array(z.string()) });
export type BackupCodesResponse = z.infer<typeof backupCodesResponseSchema>;
