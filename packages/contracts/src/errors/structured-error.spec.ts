import { parseStatus, toastMessage, toStructuredError, type StructuredError } from './structured-error.js';
import { ERROR_CATALOGUE } from './error-catalogue.js';
import { ERROR_CODES, isErrorCode } from './error-codes.js';

// Spec section 8, "Error catalogue". Texts below are copied from the spec table.
const NET_002_TEXT = 'Please check your connection and try again.';
const AUTH_001_TEXT = 'Email or password is incorrect. Please check and try again.';
const DL_001_TEXT = 'Please subscribe to access this feature.';
const QUIZ_001_TEXT = "You've reached your monthly limit. Upgrade for more quizzes.";
const NET_003_TEXT = 'Our servers are having issues. Please try again in a few minutes.';
const AUTH_004_TEXT = 'Password must be at least 8 characters with uppercase, lowercase, and numbers.';
const PAY_002_TEXT = 'Your card was declined. Please try a different payment method.';

const logIn = { kind: 'navigate', label: 'Log In', href: '/auth/login' };
const viewPlans = { kind: 'navigate', label: 'View Plans', href: '/pricing' };

describe('toStructuredError: offline (spec: NET_002 "No internet connection", Retry reloads)', () => {
  it.each`
    error                                                  | why
    ${new Error('Failed to fetch')}                        | ${'network failure'}
    ${new Error('500: boom')}                              | ${'beats the 500 rule'}
    ${new Error('401: Unauthorized')}                      | ${'beats the 401 rule'}
    ${new Error('403: {"code":"AUTH_008","message":"x"}')} | ${'beats a catalogue code in the body'}
    ${{ code: 'PAY_002' }}                                 | ${'beats a code property'}
  `('offline + $why → NET_002', ({ error }) => {
    const result = toStructuredError(error, { online: false });
    expect(result).toEqual({
      code: 'NET_002',
      title: 'No internet connection',
      description: NET_002_TEXT,
      action: { kind: 'reload', label: 'Retry' },
    });
  });

  it('online: true does not force NET_002', () => {
    expect(toStructuredError(new Error('Failed to fetch'), { online: true }).code).toBe('ERR_000');
  });
});

describe('toStructuredError: each row of the spec section 8 table', () => {
  type Row = {
    message: string;
    code: string;
    title: string;
    description?: string;
    action?: unknown;
    noAction?: boolean;
  };
  const rows: Row[] = [
    // "Message has "invalid credentials" or "incorrect password"" → AUTH_001 Login failed
    {
      message: '401: Invalid credentials',
      code: 'AUTH_001',
      title: 'Login failed',
      description: AUTH_001_TEXT,
      noAction: true,
    },
    {
      message: '401: {"error":"invalid credentials"}',
      code: 'AUTH_001',
      title: 'Login failed',
      description: AUTH_001_TEXT,
    },
    { message: '400: Incorrect password', code: 'AUTH_001', title: 'Login failed', description: AUTH_001_TEXT },
    { message: 'invalid credentials', code: 'AUTH_001', title: 'Login failed', description: AUTH_001_TEXT },
    // "Status 401" → AUTH_005 Session expired, Log In to /auth/login
    { message: '401: Unauthorized', code: 'AUTH_005', title: 'Session expired', action: logIn },
    // "Status 403" → DL_001 Access denied, View Plans to /pricing
    { message: '403: Forbidden', code: 'DL_001', title: 'Access denied', description: DL_001_TEXT, action: viewPlans },
    // "Status 429" → QUIZ_001 Quota exceeded, action Upgrade
    { message: '429: Too Many Requests', code: 'QUIZ_001', title: 'Quota exceeded', description: QUIZ_001_TEXT },
    { message: '429: quota exceeded', code: 'QUIZ_001', title: 'Quota exceeded', description: QUIZ_001_TEXT },
    // "Status 500 or higher" → NET_003 Server error, Retry
    {
      message: '500: Internal Server Error',
      code: 'NET_003',
      title: 'Server error',
      description: NET_003_TEXT,
      action: { kind: 'retry', label: 'Retry' },
    },
    {
      message: '502: Bad Gateway',
      code: 'NET_003',
      title: 'Server error',
      description: NET_003_TEXT,
      action: { kind: 'retry', label: 'Retry' },
    },
    {
      message: '503: Service Unavailable',
      code: 'NET_003',
      title: 'Server error',
      description: NET_003_TEXT,
      action: { kind: 'retry', label: 'Retry' },
    },
    { message: '500: payment failed', code: 'NET_003', title: 'Server error', description: NET_003_TEXT },
    // "email already exists" or "user already exists" → AUTH_003, Log In
    { message: '409: Email already exists', code: 'AUTH_003', title: 'Email already registered', action: logIn },
    { message: '400: User already exists', code: 'AUTH_003', title: 'Email already registered', action: logIn },
    // Weak password text → AUTH_004
    { message: '400: Weak password', code: 'AUTH_004', title: 'Weak password', description: AUTH_004_TEXT },
    { message: `400: ${AUTH_004_TEXT}`, code: 'AUTH_004', title: 'Weak password', description: AUTH_004_TEXT },
    // "quota exceeded" or "limit reached" (status not 429) → QUIZ_001 Monthly quota reached
    { message: '400: Quota exceeded', code: 'QUIZ_001', title: 'Monthly quota reached' },
    { message: '400: Monthly limit reached', code: 'QUIZ_001', title: 'Monthly quota reached' },
    { message: 'limit reached', code: 'QUIZ_001', title: 'Monthly quota reached' },
    // "subscription required" or "not subscribed" → DL_001 Subscription required, View Plans
    { message: '400: Subscription required', code: 'DL_001', title: 'Subscription required', action: viewPlans },
    { message: '402: You are not subscribed', code: 'DL_001', title: 'Subscription required', action: viewPlans },
    // "payment failed" or "card declined" → PAY_002, Update Payment to /settings
    {
      message: '402: Payment failed',
      code: 'PAY_002',
      title: 'Payment failed',
      description: PAY_002_TEXT,
      action: { kind: 'navigate', label: 'Update Payment', href: '/settings' },
    },
    {
      message: '400: Card declined',
      code: 'PAY_002',
      title: 'Payment failed',
      description: PAY_002_TEXT,
      action: { kind: 'navigate', label: 'Update Payment', href: '/settings' },
    },
    // Anything else → ERR_000 Something went wrong
    { message: '404: Not Found', code: 'ERR_000', title: 'Something went wrong' },
    { message: '400: Bad Request', code: 'ERR_000', title: 'Something went wrong' },
    { message: 'boom', code: 'ERR_000', title: 'Something went wrong' },
    { message: '', code: 'ERR_000', title: 'Something went wrong' },
  ];

  it.each(rows)('"$message" → $code "$title"', ({ message, code, title, description, action, noAction }) => {
    const result = toStructuredError(new Error(message));
    expect(result.code).toBe(code);
    expect(result.title).toBe(title);
    if (description !== undefined) expect(result.description).toBe(description);
    if (action !== undefined) expect(result.action).toEqual(action);
    if (noAction) expect(result.action).toBeUndefined();
    expect(result.description.length).toBeGreaterThan(0);
  });

  it.each(rows)('a plain string "$message" is treated like an Error with that message', ({ message, code, title }) => {
    const result = toStructuredError(message);
    expect(result).toMatchObject({ code, title });
  });

  it('429 carries an Upgrade action (spec: "Action Upgrade")', () => {
    expect(toStructuredError(new Error('429: Too Many Requests')).action).toMatchObject({ label: 'Upgrade' });
  });
});

describe('toStructuredError: a catalogue code sent by the backend wins', () => {
  it.each`
    error                                                                   | code
    ${new Error('403: {"code":"AUTH_008","message":"x"}')}                  | ${'AUTH_008'}
    ${new Error('401: {"code":"AUTH_006","message":"MFA required"}')}       | ${'AUTH_006'}
    ${new Error('500: {"code":"QUIZ_002","message":"x"}')}                  | ${'QUIZ_002'}
    ${new Error('400: {"code":"PAY_002","message":"invalid credentials"}')} | ${'PAY_002'}
    ${{ code: 'AUTH_002' }}                                                 | ${'AUTH_002'}
    ${{ code: 'VAL_001', message: '500: boom' }}                            | ${'VAL_001'}
    ${Object.assign(new Error('401: Unauthorized'), { code: 'DL_003' })}    | ${'DL_003'}
  `('→ $code with its catalogue title and description', ({ error, code }) => {
    const result = toStructuredError(error);
    expect(result.code).toBe(code);
    expect(result.title).toBe(ERROR_CATALOGUE[code as keyof typeof ERROR_CATALOGUE].title);
    expect(result.description).toBe(ERROR_CATALOGUE[code as keyof typeof ERROR_CATALOGUE].description);
  });

  it.each`
    error                                                | code         | why
    ${new Error('403: {"code":"NOPE_1","message":"x"}')} | ${'DL_001'}  | ${'unknown code falls back to the status rule'}
    ${new Error('500: {not json')}                       | ${'NET_003'} | ${'malformed JSON falls back to the status rule'}
    ${{ code: 'ECONNRESET' }}                            | ${'ERR_000'} | ${'non-catalogue code property'}
    ${null}                                              | ${'ERR_000'} | ${'null'}
    ${undefined}                                         | ${'ERR_000'} | ${'undefined'}
    ${42}                                                | ${'ERR_000'} | ${'a number'}
  `('$why → $code', ({ error, code }) => {
    expect(toStructuredError(error).code).toBe(code);
  });

  it('a TimeoutError becomes NET_001 (spec: "NET_001 timeout")', () => {
    const error = new Error('The operation timed out.');
    error.name = 'TimeoutError';
    expect(toStructuredError(error).code).toBe('NET_001');
  });
});

describe('parseStatus (spec: messages of the form "NNN: text")', () => {
  it.each`
    message                       | status
    ${'404: Not Found'}           | ${404}
    ${'500: '}                    | ${500}
    ${'401: {"code":"AUTH_005"}'} | ${401}
    ${'Not Found'}                | ${undefined}
    ${'40: short'}                | ${undefined}
    ${'1234: long'}               | ${undefined}
    ${'500:no space'}             | ${undefined}
    ${'error 500: late'}          | ${undefined}
    ${''}                         | ${undefined}
  `('"$message" → $status', ({ message, status }) => {
    expect(parseStatus(message)).toBe(status);
  });
});

describe('toastMessage (spec: description plus "Error code: {code}")', () => {
  it.each`
    error                                    | expected
    ${new Error('403: Forbidden')}           | ${'Please subscribe to access this feature. Error code: DL_001'}
    ${new Error('500: oops')}                | ${'Our servers are having issues. Please try again in a few minutes. Error code: NET_003'}
    ${new Error('401: Invalid credentials')} | ${'Email or password is incorrect. Please check and try again. Error code: AUTH_001'}
  `('$expected', ({ error, expected }) => {
    expect(toastMessage(toStructuredError(error))).toBe(expected);
  });

  it('formats any structured error as "{description} Error code: {code}"', () => {
    const error: StructuredError = { code: 'ERR_000', title: 't', description: 'Desc.' };
    expect(toastMessage(error)).toBe('Desc. Error code: ERR_000');
  });
});

describe('ERROR_CODES and ERROR_CATALOGUE', () => {
  it.each(ERROR_CODES.map((code) => [code]))(
    '%s has a catalogue entry with title, description and a 4xx/5xx status',
    (code) => {
      const entry = ERROR_CATALOGUE[code];
      expect(entry).toBeDefined();
      expect(entry.title.trim()).not.toBe('');
      expect(entry.description.trim()).not.toBe('');
      expect(entry.status).toBeGreaterThanOrEqual(400);
      expect(entry.status).toBeLessThan(600);
    },
  );

  it('the catalogue has no entries beyond ERROR_CODES', () => {
    expect(Object.keys(ERROR_CATALOGUE).sort()).toEqual([...ERROR_CODES].sort());
  });

  // Every code spec section 8 names, in the table or under "Other codes defined".
  it.each(
    [
      'NET_001',
      'NET_002',
      'NET_003',
      'AUTH_001',
      'AUTH_002',
      'AUTH_003',
      'AUTH_004',
      'AUTH_005',
      'AUTH_006',
      'AUTH_007',
      'QUIZ_001',
      'QUIZ_002',
      'QUIZ_003',
      'DL_001',
      'DL_002',
      'DL_003',
      'PAY_001',
      'PAY_002',
      'PAY_003',
      'VAL_001',
      'ERR_000',
    ].map((code) => [code]),
  )('spec code %s is defined', (code) => {
    expect(isErrorCode(code)).toBe(true);
  });

  it.each`
    value
    ${'auth_001'}
    ${'XYZ_001'}
    ${''}
    ${1}
    ${null}
  `('isErrorCode rejects $value', ({ value }) => {
    expect(isErrorCode(value)).toBe(false);
  });

  // Catalogue entries for the rows whose title/text the spec gives word for word.
  it.each`
    code          | title                         | description
    ${'NET_002'}  | ${'No internet connection'}   | ${NET_002_TEXT}
    ${'AUTH_001'} | ${'Login failed'}             | ${AUTH_001_TEXT}
    ${'AUTH_003'} | ${'Email already registered'} | ${undefined}
    ${'AUTH_004'} | ${'Weak password'}            | ${AUTH_004_TEXT}
    ${'AUTH_005'} | ${'Session expired'}          | ${undefined}
    ${'DL_001'}   | ${'Access denied'}            | ${DL_001_TEXT}
    ${'QUIZ_001'} | ${'Quota exceeded'}           | ${QUIZ_001_TEXT}
    ${'NET_003'}  | ${'Server error'}             | ${NET_003_TEXT}
    ${'PAY_002'}  | ${'Payment failed'}           | ${PAY_002_TEXT}
    ${'ERR_000'}  | ${'Something went wrong'}     | ${undefined}
  `('catalogue $code is titled "$title"', ({ code, title, description }) => {
    const entry = ERROR_CATALOGUE[code as keyof typeof ERROR_CATALOGUE];
    expect(entry.title).toBe(title);
    if (description !== undefined) expect(entry.description).toBe(description);
  });
});
