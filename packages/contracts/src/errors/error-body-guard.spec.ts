import { asErrorBody } from './error-body-guard.js';
import { errorBodySchema } from './error-body.js';

describe('asErrorBody agrees with errorBodySchema', () => {
  it.each([
    { code: 'RES_001', message: 'Not found' },
    { code: 'VAL_001', message: 'Bad', issues: [{ path: 'email', message: 'Enter an e-mail address' }] },
    { code: 'VAL_001', message: 'Bad', issues: [{ path: 'email' }] },
    { code: 'NOPE_999', message: 'Unknown code' },
    { code: 'RES_001' },
    { code: 'RES_001', message: 3 },
    { code: 'RES_001', message: 'x', issues: 'not a list' },
    null,
    'RES_001',
    [],
  ])('%j', (value) => {
    const parsed = errorBodySchema.safeParse(value);
    expect(asErrorBody(value)).toEqual(parsed.success ? parsed.data : undefined);
  });
});
