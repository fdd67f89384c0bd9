import { createHash } from 'node:crypto';
import { API_KEY_PATTERN } from '@trivia/contracts';
import { generateApiKey, hashApiKey, isWellFormedApiKey, presentedApiKey } from './api-key-format';

describe('API key format', () => {
  it.each(['secret', 'publishable'] as const)(
    'makes a %s key of the published format, with its display parts',
    (kind) => {
      const made = generateApiKey(kind);
      expect(made.key).toMatch(API_KEY_PATTERN);
      expect(made.key.startsWith(kind === 'secret' ? 'tq_sk_' : 'tq_pk_')).toBe(true);
      expect(made.prefix).toBe(made.key.slice(0, 10));
      expect(made.last4).toBe(made.key.slice(-4));
      expect(made.hash).toBe(createHash('sha256').update(made.key).digest('hex'));
      expect(made.hash).not.toContain(made.key.slice(6));
    },
  );

  it('never makes the same key twice and uses the whole base62 alphabet', () => {
    const keys = Array.from({ length: 300 }, () => generateApiKey('secret').key);
    expect(new Set(keys).size).toBe(keys.length);
    const characters = new Set(keys.flatMap((key) => [...key.slice(6)]));
    expect(characters.size).toBe(62);
  });

  it('hashes to 64 hex characters, differently for keys one character apart', () => {
    const a = hashApiKey(`tq_sk_${'a'.repeat(40)}`);
    const b = hashApiKey(`tq_sk_${'a'.repeat(39)}b`);
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(a).not.toBe(b);
  });

  it.each([
    [`tq_sk_${'A1'.repeat(20)}`, true],
    [`tq_pk_${'z9'.repeat(20)}`, true],
    [`tq_sk_${'A1'.repeat(19)}`, false],
    [`tq_xk_${'A1'.repeat(20)}`, false],
    [`tq_sk_${'A1'.repeat(19)}A-`, false],
    ['', false],
  ])('tells a well-formed key: %s → %s', (value, expected) => {
    expect(isWellFormedApiKey(value)).toBe(expected);
  });

  it.each([
    [{ 'x-api-key': ' tq_sk_abc ' }, 'tq_sk_abc'],
    [{ authorization: 'Bearer tq_sk_abc' }, 'tq_sk_abc'],
    [{ authorization: 'bearer   tq_sk_abc' }, 'tq_sk_abc'],
    [{ 'x-api-key': 'tq_sk_header', authorization: 'Bearer tq_sk_bearer' }, 'tq_sk_header'],
    [{ authorization: 'Basic dXNlcjpwYXNz' }, null],
    [{ 'x-api-key': '' }, null],
    [{}, null],
  ])('reads the presented key from %j', (headers, expected) => {
    expect(presentedApiKey(headers)).toBe(expected);
  });
});
