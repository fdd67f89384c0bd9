import { planLabel } from './users.schemas.js';
import { loginRequestSchema, registerRequestSchema } from '../auth/auth.schemas.js';

// Spec section 2: "a plan label (Administrator for ADMIN, Premium Access if premium, Standard for SUBSCRIBER,
// otherwise Free Account)".
describe('planLabel', () => {
  it.each`
    role            | isPremium | label
    ${'ADMIN'}      | ${false}  | ${'Administrator'}
    ${'ADMIN'}      | ${true}   | ${'Administrator'}
    ${'SUBSCRIBER'} | ${true}   | ${'Premium Access'}
    ${'FREE'}       | ${true}   | ${'Premium Access'}
    ${'SUBSCRIBER'} | ${false}  | ${'Standard'}
    ${'FREE'}       | ${false}  | ${'Free Account'}
  `('$role, premium=$isPremium → $label', ({ role, isPremium, label }) => {
    expect(planLabel({ role, isPremium })).toBe(label);
  });
});

// Spec section 5: "Login: email required and of email type; password required."
// Spec section 3: "Login payload: email, password, mfaCode (optional), useBackupCode (optional flag)."
describe('loginRequestSchema', () => {
  const valid = { email: 'host@example.com', password: 'secret' };

  it.each`
    name                       | input
    ${'email and password'}    | ${valid}
    ${'with an MFA code'}      | ${{ ...valid, mfaCode: '123456' }}
    ${'with backup-code flag'} | ${{ ...valid, mfaCode: 'abcd-efgh', useBackupCode: true }}
  `('accepts $name', ({ input }) => {
    expect(loginRequestSchema.safeParse(input).success).toBe(true);
  });

  it.each`
    name                         | input
    ${'missing email'}           | ${{ password: 'secret' }}
    ${'empty email'}             | ${{ email: '', password: 'secret' }}
    ${'bad email (no @)'}        | ${{ email: 'host.example.com', password: 'secret' }}
    ${'bad email (no domain)'}   | ${{ email: 'host@', password: 'secret' }}
    ${'missing password'}        | ${{ email: 'host@example.com' }}
    ${'empty password'}          | ${{ email: 'host@example.com', password: '' }}
    ${'extra key'}               | ${{ ...valid, role: 'ADMIN' }}
    ${'email as a number'}       | ${{ email: 42, password: 'secret' }}
    ${'password as a number'}    | ${{ email: 'host@example.com', password: 123456 }}
    ${'useBackupCode as string'} | ${{ ...valid, useBackupCode: 'true' }}
    ${'mfaCode as a number'}     | ${{ ...valid, mfaCode: 123456 }}
    ${'null body'}               | ${null}
  `('rejects $name', ({ input }) => {
    expect(loginRequestSchema.safeParse(input).success).toBe(false);
  });
});

// Spec section 5: "Register: full name required; email required, email type; password required; business name optional."
describe('registerRequestSchema', () => {
  const valid = { email: 'host@example.com', password: 'Secret123', fullName: 'Sam Host' };

  it.each`
    name                      | input
    ${'required fields'}      | ${valid}
    ${'with a business name'} | ${{ ...valid, businessName: 'The Red Lion' }}
  `('accepts $name', ({ input }) => {
    expect(registerRequestSchema.safeParse(input).success).toBe(true);
  });

  it.each`
    name                          | input
    ${'missing email'}            | ${{ password: 'Secret123', fullName: 'Sam Host' }}
    ${'bad email'}                | ${{ ...valid, email: 'not-an-email' }}
    ${'missing full name'}        | ${{ email: 'host@example.com', password: 'Secret123' }}
    ${'blank full name'}          | ${{ ...valid, fullName: '   ' }}
    ${'missing password'}         | ${{ email: 'host@example.com', fullName: 'Sam Host' }}
    ${'empty password'}           | ${{ ...valid, password: '' }}
    ${'extra key'}                | ${{ ...valid, role: 'ADMIN' }}
    ${'email as a number'}        | ${{ ...valid, email: 1 }}
    ${'fullName as a number'}     | ${{ ...valid, fullName: 7 }}
    ${'businessName as a number'} | ${{ ...valid, businessName: 7 }}
  `('rejects $name', ({ input }) => {
    expect(registerRequestSchema.safeParse(input).success).toBe(false);
  });
});

// Spec section 8: weak password text → AUTH_004 "Password must be at least 8 characters with uppercase,
// lowercase, and numbers."
describe('registerRequestSchema: weak passwords fail with the AUTH_004 text', () => {
  it.each`
    password        | why
    ${'Secret1'}    | ${'7 characters'}
    ${'secret123'}  | ${'no uppercase'}
    ${'SECRET123'}  | ${'no lowercase'}
    ${'SecretPass'} | ${'no digit'}
  `('"$password" ($why)', ({ password }) => {
    const result = registerRequestSchema.safeParse({ email: 'host@example.com', password, fullName: 'Sam Host' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(
      'Password must be at least 8 characters with uppercase, lowercase, and numbers.',
    );
  });
});

describe('email normalisation (lower-cased and trimmed)', () => {
  it.each`
    email                     | normalised
    ${'Host@Example.COM'}     | ${'host@example.com'}
    ${'host@example.com'}     | ${'host@example.com'}
    ${'  Host@Example.com  '} | ${'host@example.com'}
    ${'host@example.com\t'}   | ${'host@example.com'}
  `('"$email" → "$normalised"', ({ email, normalised }) => {
    const login = loginRequestSchema.safeParse({ email, password: 'secret' });
    const register = registerRequestSchema.safeParse({ email, password: 'Secret123', fullName: 'Sam' });
    expect(login.success && login.data.email).toBe(normalised);
    expect(register.success && register.data.email).toBe(normalised);
  });
});
