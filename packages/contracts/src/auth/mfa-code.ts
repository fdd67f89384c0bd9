export const MFA_CODE_LENGTH = 6;

export type MfaCodeCheck = { ok: true } | { ok: false; title: 'Invalid code'; message: string };

/** Spec section 5: authenticator codes are exactly six digits; backup codes any non-empty text. */
export function checkMfaCodeInput(code: string, useBackupCode: boolean): MfaCodeCheck {
  const trimmed = code.trim();
  if (useBackupCode) {
    return trimmed.length > 0
      ? { ok: true }
      : { ok: false, title: 'Invalid code', message: 'Please enter a backup code.' };
  }
  return new RegExp(`^\\d{${MFA_CODE_LENGTH}}$`).test(trimmed)
    ? { ok: true }
    : { ok: false, title: 'Invalid code', message: 'Please enter a valid 6-digit code.' };
}
