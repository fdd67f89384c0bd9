import {
  changePasswordRequestSchema,
  deleteAccountRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
  updateProfileRequestSchema,
} from '@trivia/contracts';
import { ApiError } from './api-client';
import { fieldErrorsOf, serverFieldErrors } from './form-errors';

const badRequest = (body: object) => new ApiError(400, 'Bad Request', JSON.stringify(body));

describe('fieldErrorsOf (what a form shows before sending)', () => {
  const errorsOf = (parsed: { error?: Parameters<typeof fieldErrorsOf>[0] }) => fieldErrorsOf(parsed.error!);

  it.each([
    [
      'a too-long e-mail',
      loginRequestSchema.safeParse({ email: `${'a'.repeat(250)}@example.com`, password: 'x' }),
      { email: 'Email must be 254 characters or fewer' },
    ],
    [
      'a malformed e-mail',
      loginRequestSchema.safeParse({ email: 'not-an-address', password: 'x' }),
      { email: 'Enter a valid email address, like name@example.com' },
    ],
    [
      'empty login fields',
      loginRequestSchema.safeParse({ email: '', password: '' }),
      { email: 'Email is required', password: 'Password is required' },
    ],
    [
      'a too-long full name',
      registerRequestSchema.safeParse({ email: 'a@example.com', password: 'Quiz-Pass-123', fullName: 'n'.repeat(121) }),
      { fullName: 'Full name must be 120 characters or fewer' },
    ],
    [
      'a control character in a business name',
      updateProfileRequestSchema.safeParse({ fullName: 'Ann', businessName: 'Pub\u0000' }),
      { businessName: "Business name contains characters that can't be used (such as control characters)" },
    ],
    [
      'an empty current password',
      changePasswordRequestSchema.safeParse({ currentPassword: '', newPassword: 'Quiz-Pass-123' }),
      { currentPassword: 'Current password is required' },
    ],
    [
      'a missing DELETE',
      deleteAccountRequestSchema.safeParse({ password: 'x', confirm: 'delete' }),
      { confirm: 'Type DELETE to confirm' },
    ],
  ])('%s: a sentence about the field', (_case, parsed, expected) => {
    expect(errorsOf(parsed)).toEqual(expected);
  });
});

describe('serverFieldErrors (what a form shows after the server refused)', () => {
  const wrongCurrent = badRequest({
    code: 'VAL_001',
    message: 'Current password is incorrect',
    issues: [{ path: 'currentPassword', message: 'Current password is incorrect' }],
  });

  it('puts each issue on the field its path names', () => {
    expect(serverFieldErrors(wrongCurrent, ['currentPassword', 'newPassword'])).toEqual({
      currentPassword: 'Current password is incorrect',
    });
    const nested = badRequest({
      code: 'VAL_001',
      message: 'Invalid request',
      issues: [
        { path: 'email', message: 'Email must be 254 characters or fewer' },
        { path: 'email', message: 'Enter a valid email address, like name@example.com' },
        { path: 'businessName.0', message: 'Business name must be text' },
      ],
    });
    expect(serverFieldErrors(nested, ['email', 'businessName'])).toEqual({
      email: 'Email must be 254 characters or fewer',
      businessName: 'Business name must be text',
    });
  });

  it('is null when the failure is about none of the form’s fields (a toast says it)', () => {
    expect(serverFieldErrors(wrongCurrent, ['password', 'confirm'])).toBeNull();
    const login = new ApiError(401, 'Unauthorized', JSON.stringify({ code: 'AUTH_001', message: 'Invalid' }));
    expect(serverFieldErrors(login, ['email', 'password'])).toBeNull();
    expect(serverFieldErrors(new Error('offline'), ['email'])).toBeNull();
    expect(serverFieldErrors(null, ['email'])).toBeNull();
  });

  it('puts a code tied to one field there, in the catalogue’s words', () => {
    const wrongCode = new ApiError(
      401,
      'Unauthorized',
      JSON.stringify({ code: 'AUTH_007', message: 'Invalid MFA code' }),
    );
    expect(serverFieldErrors(wrongCode, ['password', 'code'], { AUTH_007: 'code' })).toEqual({
      code: 'That code is incorrect or has already been used.',
    });
    // Socket acks carry the code the same way.
    const taken = { ok: false, code: 'ARENA_007', message: 'Someone in this room already uses that nickname.' };
    expect(serverFieldErrors(taken, ['pin', 'nickname'], { ARENA_007: 'nickname' })).toEqual({
      nickname: 'Someone in this room already uses that nickname.',
    });
  });
});
