import type { BillingInterval } from '@trivia/contracts';

/** "Free", or "£9.99 a month" (VAT included). */
export function formatPence(pence: number, interval: BillingInterval | null): string {
  if (pence === 0) return 'Free';
  const pounds = `£${(pence / 100).toFixed(2)}`;
  return interval ? `${pounds} a ${interval}` : pounds;
}

/** 20000 → "20,000". */
export const formatCount = (n: number) => n.toLocaleString('en-GB');
