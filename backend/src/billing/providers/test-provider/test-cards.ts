import type { ErrorBody } from '@trivia/contracts';

/** What a test card does when charged, as Stripe's test cards do. */
export type CardBehaviour = 'succeeds' | 'card_declined' | 'insufficient_funds';

/** A card as the test provider keeps it: never the number, only what a receipt shows. */
export interface SavedCard {
  brand: 'visa';
  last4: string;
}

interface TestCardRule {
  number: string;
  behaviour: CardBehaviour;
}

/** The only numbers the test checkout accepts (Stripe's published test cards of the same behaviour). */
export const TEST_CARDS: readonly TestCardRule[] = [
  { number: '4242424242424242', behaviour: 'succeeds' },
  { number: '4000000000000002', behaviour: 'card_declined' },
  { number: '4000000000009995', behaviour: 'insufficient_funds' },
];

export const DECLINE_MESSAGES: Record<Exclude<CardBehaviour, 'succeeds'>, string> = {
  card_declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
};

export type CardReading = { ok: true; card: SavedCard } | { ok: false; issues: NonNullable<ErrorBody['issues']> };

/**
 * Checks the card fields the schema has already shaped (digits only, MM/YY): only the listed test cards are
 * accepted, and a card is valid to the end of its expiry month (UTC).
 */
export function readTestCard(input: { cardNumber: string; expiry: string }, now: Date): CardReading {
  const issues: NonNullable<ErrorBody['issues']> = [];
  if (!TEST_CARDS.some((rule) => rule.number === input.cardNumber)) {
    issues.push({ path: 'cardNumber', message: 'Use a test card such as 4242 4242 4242 4242' });
  }
  if (isExpired(input.expiry, now)) issues.push({ path: 'expiry', message: 'Your card has expired' });
  if (issues.length > 0) return { ok: false, issues };
  return { ok: true, card: { brand: 'visa', last4: input.cardNumber.slice(-4) } };
}

function isExpired(expiry: string, now: Date): boolean {
  const [month, year] = expiry.split('/').map((part) => Number(part.trim()));
  // The first moment after the expiry month: Date.UTC rolls month 12 over into January of the next year.
  const endsAt = Date.UTC(2000 + year!, month!, 1);
  return now.getTime() >= endsAt;
}

/**
 * What charging a saved card does. Only the test cards can be saved, so the last four digits name the card
 * (the number itself is never kept).
 */
export function chargeBehaviour(card: SavedCard): CardBehaviour {
  return TEST_CARDS.find((rule) => rule.number.endsWith(card.last4))?.behaviour ?? 'card_declined';
}
