import { ERROR_CATALOGUE } from '@trivia/contracts';
import { isApiError } from '../../lib/api-client';
import { serverFieldErrors, type FieldErrors } from '../../lib/form-errors';

export const CARD_FIELDS = ['cardNumber', 'expiry', 'cvc', 'name'] as const;
export type CardField = (typeof CARD_FIELDS)[number];

/** The test provider's cards (the same list the server accepts; any other number is refused). */
export const TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'succeeds' },
  { number: '4000 0000 0000 0002', outcome: 'is declined' },
  { number: '4000 0000 0000 9995', outcome: 'is declined for insufficient funds' },
] as const;

/** "4242424242424242" as "4242 4242 4242 4242" while typing; anything but digits is dropped, 19 digits at most. */
export function formatCardNumber(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "1234" as "12/34"; the slash appears once the month is typed. */
export function formatExpiry(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export const formatCvc = (input: string): string => input.replace(/\D/g, '').slice(0, 4);

/** How the page shows a refused payment: problems on their fields, a decline beside the card, or a toast. */
export type PaymentFailure =
  | { kind: 'fields'; errors: FieldErrors<CardField> }
  | { kind: 'declined'; title: string; reason: string }
  | { kind: 'other' };

export function paymentFailure(error: unknown): PaymentFailure {
  if (isApiError(error) && error.code === 'PAY_002') {
    // The server says why (declined, insufficient funds); the catalogue's text is the fallback.
    const reason = error.body?.message || ERROR_CATALOGUE.PAY_002.description;
    return { kind: 'declined', title: ERROR_CATALOGUE.PAY_002.title, reason };
  }
  const errors = serverFieldErrors(error, CARD_FIELDS);
  return errors ? { kind: 'fields', errors } : { kind: 'other' };
}
