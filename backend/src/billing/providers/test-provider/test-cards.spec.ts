import { chargeBehaviour, readTestCard } from './test-cards';

const now = new Date('2026-05-15T12:00:00Z');

describe('test cards', () => {
  it.each`
    number                | behaviour
    ${'4242424242424242'} | ${'succeeds'}
    ${'4000000000000002'} | ${'card_declined'}
    ${'4000000000009995'} | ${'insufficient_funds'}
  `('accepts $number and keeps only brand and last 4, which then $behaviour', ({ number, behaviour }) => {
    const reading = readTestCard({ cardNumber: number, expiry: '12/30' }, now);
    expect(reading).toEqual({ ok: true, card: { brand: 'visa', last4: number.slice(-4) } });
    if (reading.ok) expect(chargeBehaviour(reading.card)).toBe(behaviour);
  });

  it('refuses any other number, even a Luhn-valid one, on the card number field', () => {
    expect(readTestCard({ cardNumber: '4111111111111111', expiry: '12/30' }, now)).toEqual({
      ok: false,
      issues: [{ path: 'cardNumber', message: 'Use a test card such as 4242 4242 4242 4242' }],
    });
  });

  it.each`
    expiry     | expired
    ${'04/26'} | ${true}
    ${'05/26'} | ${false}
    ${'06/26'} | ${false}
    ${'12/25'} | ${true}
    ${'01/27'} | ${false}
  `('treats $expiry as expired: $expired (valid to the end of its month)', ({ expiry, expired }) => {
    const reading = readTestCard({ cardNumber: '4242424242424242', expiry }, now);
    expect(reading.ok).toBe(!expired);
    if (!reading.ok) expect(reading.issues).toEqual([{ path: 'expiry', message: 'Your card has expired' }]);
  });

  it('ends a December expiry at the turn of the year', () => {
    const card = { cardNumber: '4242424242424242', expiry: '12/26' };
    expect(readTestCard(card, new Date('2026-12-31T23:59:59Z')).ok).toBe(true);
    expect(readTestCard(card, new Date('2027-01-01T00:00:00Z')).ok).toBe(false);
  });

  it('lists both problems at once', () => {
    const reading = readTestCard({ cardNumber: '5555555555554444', expiry: '01/20' }, now);
    expect(reading.ok ? [] : reading.issues.map((issue) => issue.path)).toEqual(['cardNumber', 'expiry']);
  });
});
