import { enquiryRequestSchema, updateEnquiryRequestSchema } from './enquiries.schemas.js';

const valid = {
  kind: 'white-label',
  name: 'Priya Shah',
  email: 'priya@quizco.example',
  organisation: 'QuizCo Ltd',
  message: 'We run quiz nights in 40 pubs and would like our own brand.',
  consent: true,
};

const problems = (input: unknown) => {
  const result = enquiryRequestSchema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
};

describe('enquiryRequestSchema', () => {
  it.each(['corporate', 'education', 'teachers'])("takes the audience pages' kind %s", (kind) => {
    expect(enquiryRequestSchema.parse({ ...valid, kind }).kind).toBe(kind);
  });

  it('takes a complete enquiry, trimming text and giving null for what was left out', () => {
    expect(enquiryRequestSchema.parse({ ...valid, name: '  Priya Shah  ', role: '   ' })).toEqual({
      ...valid,
      role: null,
      audienceSize: null,
    });
    expect(enquiryRequestSchema.parse({ ...valid, role: 'Head of events', audienceSize: 2500 })).toMatchObject({
      role: 'Head of events',
      audienceSize: 2500,
    });
  });

  it.each([
    ['an unknown kind', { kind: 'corporate-ish' }, 'kind', 'Choose what the enquiry is about'],
    ['no name', { name: ' ' }, 'name', 'Your name is required'],
    ['a bad e-mail', { email: 'not-an-email' }, 'email', 'Enter a valid email address, like name@example.com'],
    ['a short message', { message: 'Hello' }, 'message', 'Your message must be at least 10 characters'],
    ['a long message', { message: 'x'.repeat(2001) }, 'message', 'Your message must be 2000 characters or fewer'],
    [
      'HTML in the message',
      { message: 'Hello <b>there</b> team' },
      'message',
      'Your message must be plain text: remove the HTML',
    ],
    [
      'a character reference',
      { organisation: 'Fish &amp; Chips' },
      'organisation',
      'Organisation must be plain text: remove the HTML',
    ],
    [
      'a control character',
      { name: 'Priya\u0000' },
      'name',
      "Your name contains characters that can't be used (such as control characters)",
    ],
    ['no consent', { consent: false }, 'consent', 'Tick the box so that we may contact you about this enquiry'],
    ['a fractional audience', { audienceSize: 2.5 }, 'audienceSize', 'Audience size must be a whole number'],
    ['a zero audience', { audienceSize: 0 }, 'audienceSize', 'Audience size must be at least 1'],
  ])('refuses %s on its field', (_, change, path, message) => {
    expect(problems({ ...valid, ...change })).toEqual([{ path, message }]);
  });

  it('keeps line breaks in the message, and plain text that only looks like markup', () => {
    const message = 'We expect <100 players a night.\nFish & Chips Ltd, 3 > 2.';
    expect(enquiryRequestSchema.parse({ ...valid, message }).message).toBe(message);
  });

  it('refuses fields it does not know', () => {
    expect(problems({ ...valid, price: 0 })).toHaveLength(1);
  });

  it('accepts the honeypot so the server can decide quietly', () => {
    expect(enquiryRequestSchema.parse({ ...valid, website: 'http://spam.example' }).website).toBe(
      'http://spam.example',
    );
  });
});

describe('updateEnquiryRequestSchema', () => {
  it('takes one of the three statuses only', () => {
    expect(updateEnquiryRequestSchema.parse({ status: 'contacted' })).toEqual({ status: 'contacted' });
    expect(updateEnquiryRequestSchema.safeParse({ status: 'won' }).success).toBe(false);
  });
});
