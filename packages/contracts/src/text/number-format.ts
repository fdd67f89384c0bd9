// Whole numbers as British readers write them ("12,345"), without Intl: a browser's first Intl call loads its
// locale data, 40-60 ms of main thread on a phone-class CPU, and the first pages show counts as they render.

/** "12,345", "-1,000", "7": a whole number grouped in thousands as en-GB writes it; other numbers through Intl. */
export function formatNumber(value: number): string {
  if (!Number.isSafeInteger(value)) return value.toLocaleString('en-GB');
  const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return value < 0 ? `-${digits}` : digits;
}
