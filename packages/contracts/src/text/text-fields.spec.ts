import { arenaAnswerSchema, arenaJoinSchema } from '../arena/arena.schemas.js';
import { loginRequestSchema, registerRequestSchema } from '../auth/auth.schemas.js';
import { submitAnswerRequestSchema } from '../daily-quiz/daily-quiz.schemas.js';
import { changePasswordRequestSchema, updateProfileRequestSchema } from '../users/users.schemas.js';
import { hasControlCharacters } from './control-characters.js';
import { MAX_TYPED_ANSWER_LENGTH, textField } from './text-fields.js';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('hasControlCharacters', () => {
  it.each`
    text                   | multiline | expected
    ${'Sam Host'}          | ${false}  | ${false}
    ${'Café Ø — 東京'}     | ${false}  | ${false}
    ${'a\u0000b'}          | ${false}  | ${true}
    ${'a\u0007b'}          | ${false}  | ${true}
    ${'a\u009bb'}          | ${false}  | ${true}
    ${'a\u2028b'}          | ${false}  | ${true}
    ${'line\nbreak'}       | ${false}  | ${true}
    ${'line\nbreak\ttab'}  | ${true}   | ${false}
    ${'nul\u0000in text'}  | ${true}   | ${true}
    ${'delete\u007f char'} | ${true}   | ${true}
  `('$text (multiline $multiline) → $expected', ({ text, multiline, expected }) => {
    expect(hasControlCharacters(text, multiline)).toBe(expected);
  });
});

describe('textField messages are sentences about the field', () => {
  const name = textField('Full name', { min: 1, max: 5 });

  it.each`
    input         | message
    ${''}         | ${'Full name is required'}
    ${'   '}      | ${'Full name is required'}
    ${'abcdefgh'} | ${'Full name must be 5 characters or fewer'}
    ${'a\u0000b'} | ${"Full name contains characters that can't be used (such as control characters)"}
    ${42}         | ${'Full name must be text'}
    ${undefined}  | ${'Full name is required'}
  `('$input → $message', ({ input, message }) => {
    expect(messages(name.safeParse(input))).toEqual([`: ${message}`]);
  });

  it('trims before checking and returns the trimmed value', () => {
    expect(name.parse('  Sam  ')).toBe('Sam');
  });
});

describe('request schemas say which field is wrong and why', () => {
  const register = { email: 'host@example.com', password: 'Secret123!', fullName: 'Sam Host' };

  it.each`
    name                        | schema                         | input                                                                                          | expected
    ${'NUL in a name'}          | ${registerRequestSchema}       | ${{ ...register, fullName: 'Sam\u0000' }}                                                      | ${"fullName: Full name contains characters that can't be used (such as control characters)"}
    ${'too long a name'}        | ${registerRequestSchema}       | ${{ ...register, fullName: 'x'.repeat(121) }}                                                  | ${'fullName: Full name must be 120 characters or fewer'}
    ${'too long an e-mail'}     | ${registerRequestSchema}       | ${{ ...register, email: `${'a'.repeat(250)}@example.com` }}                                    | ${'email: Email must be 254 characters or fewer'}
    ${'missing e-mail'}         | ${loginRequestSchema}          | ${{ password: 'x' }}                                                                           | ${'email: Email is required'}
    ${'empty e-mail'}           | ${loginRequestSchema}          | ${{ email: '', password: 'x' }}                                                                | ${'email: Email is required'}
    ${'malformed e-mail'}       | ${loginRequestSchema}          | ${{ email: 'host.example.com', password: 'x' }}                                                | ${'email: Enter a valid email address, like name@example.com'}
    ${'empty password'}         | ${loginRequestSchema}          | ${{ email: 'host@example.com', password: '' }}                                                 | ${'password: Password is required'}
    ${'NUL in a business name'} | ${updateProfileRequestSchema}  | ${{ fullName: 'Sam', businessName: 'Red\u0000Lion' }}                                          | ${"businessName: Business name contains characters that can't be used (such as control characters)"}
    ${'empty current password'} | ${changePasswordRequestSchema} | ${{ currentPassword: '', newPassword: 'Secret123!' }}                                          | ${'currentPassword: Current password is required'}
    ${'NUL in a nickname'}      | ${arenaJoinSchema}             | ${{ pin: '123456', nickname: 'Al\u0000' }}                                                     | ${"nickname: Nickname contains characters that can't be used (such as control characters)"}
    ${'NUL in an arena answer'} | ${arenaAnswerSchema}           | ${{ roomId: '6f1c2f7e-8a8b-4c1e-9a51-2f7d3f1b2c3d', questionIndex: 0, choice: 'Paris\u0000' }} | ${"choice: Your answer contains characters that can't be used (such as control characters)"}
    ${'a 600-character answer'} | ${submitAnswerRequestSchema}   | ${{ index: 0, answer: 'x'.repeat(600) }}                                                       | ${`answer: Your answer is too long: answers are at most ${MAX_TYPED_ANSWER_LENGTH} characters`}
  `('$name', ({ schema, input, expected }) => {
    expect(messages(schema.safeParse(input))).toContain(expected);
  });

  it('accepts an empty typed answer (a skipped question) and an answer at the cap', () => {
    expect(submitAnswerRequestSchema.safeParse({ index: 0, answer: '' }).success).toBe(true);
    expect(submitAnswerRequestSchema.safeParse({ index: 0, answer: 'x'.repeat(MAX_TYPED_ANSWER_LENGTH) }).success).toBe(
      true,
    );
  });
});
