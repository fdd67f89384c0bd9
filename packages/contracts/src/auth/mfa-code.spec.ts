import { checkMfaCodeInput, MFA_CODE_LENGTH } from './mfa-code.js';

// Spec section 5: "authenticator codes are digits only, exactly 6; backup codes any non-empty text.
// Invalid messages: "Please enter a valid 6-digit code." or "Please enter a backup code.", title "Invalid code"."
describe('checkMfaCodeInput: authenticator code', () => {
  it('the code length is the spec number (section 9: MFA code 6 digits)', () => {
    expect(MFA_CODE_LENGTH).toBe(6);
  });

  it.each`
    code
    ${'123456'}
    ${'000000'}
    ${'987654'}
  `('accepts six digits "$code"', ({ code }) => {
    expect(checkMfaCodeInput(code, false)).toEqual({ ok: true });
  });

  it.each`
    code              | why
    ${'12345'}        | ${'5 digits'}
    ${'1234567'}      | ${'7 digits'}
    ${'12a456'}       | ${'a letter'}
    ${'abcdef'}       | ${'letters only'}
    ${'123 456'}      | ${'space inside'}
    ${'123-456'}      | ${'dash inside'}
    ${''}             | ${'empty'}
    ${'      '}       | ${'whitespace only'}
    ${'１２３４５６'} | ${'full-width digits'}
  `('rejects "$code" ($why) with the spec message and title', ({ code }) => {
    expect(checkMfaCodeInput(code, false)).toEqual({
      ok: false,
      title: 'Invalid code',
      message: 'Please enter a valid 6-digit code.',
    });
  });
});

describe('checkMfaCodeInput: backup code', () => {
  it.each`
    code
    ${'abcd-efgh'}
    ${'x'}
    ${'12345'}
    ${'123456'}
    ${'not a number'}
  `('accepts any non-empty text "$code"', ({ code }) => {
    expect(checkMfaCodeInput(code, true)).toEqual({ ok: true });
  });

  it.each`
    code      | why
    ${''}     | ${'empty'}
    ${'   '}  | ${'spaces only'}
    ${'\t\n'} | ${'tab and newline only'}
  `('rejects $why with the spec message and title', ({ code }) => {
    expect(checkMfaCodeInput(code, true)).toEqual({
      ok: false,
      title: 'Invalid code',
      message: 'Please enter a backup code.',
    });
  });
});
