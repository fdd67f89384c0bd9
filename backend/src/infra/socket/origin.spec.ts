import { originAllowed } from './origin';

describe('originAllowed', () => {
  it.each([
    [undefined, 'localhost:3000', true, 'no Origin: not a browser'],
    ['http://localhost:3000', 'localhost:3000', true, 'same host'],
    ['https://quiz.example.com', 'node-1:3000', true, 'the public URL behind a proxy'],
    ['https://evil.example', 'localhost:3000', false, 'another site'],
    ['http://localhost:3001', 'localhost:3000', false, 'another port'],
    ['not a url', 'localhost:3000', false, 'garbage'],
  ] as [string | undefined, string, boolean, string][])('%s on host %s → %s (%s)', (origin, host, expected) => {
    expect(originAllowed(origin, host, 'https://quiz.example.com')).toBe(expected);
  });
});
