export type StrengthLabel = 'Weak' | 'Fair' | 'Good' | 'Strong';

export interface PasswordStrength {
  score: number;
  label: StrengthLabel;
  /** Shown under the meter while the score is below 70. */
  hint?: string;
}

export const PASSWORD_HINT = 'Use 8+ characters with uppercase, lowercase, numbers & symbols';

/** Spec section 5: 25 for 8+ characters, 15 for 12+, 15 each for lowercase, uppercase, digit, symbol. */
export function passwordStrength(password: string): PasswordStrength {
  let score = 0;
  if (password.length >= 8) score += 25;
  if (password.length >= 12) score += 15;
  if (/[a-z]/.test(password)) score += 15;
  if (/[A-Z]/.test(password)) score += 15;
  if (/\d/.test(password)) score += 15;
  if (/[^A-Za-z0-9]/.test(password)) score += 15;
  const label: StrengthLabel = score < 40 ? 'Weak' : score < 70 ? 'Fair' : score < 90 ? 'Good' : 'Strong';
  return score < 70 ? { score, label, hint: PASSWORD_HINT } : { score, label };
}

/** The server's rule, which the weak-password text describes: 8+ characters with upper, lower and a digit. */
export function meetsPasswordPolicy(password: string): boolean {
  return password.length >= 8 && /[a-z]/.test(password) && /[A-Z]/.test(password) && /\d/.test(password);
}
