/** Lower case, no accents, no punctuation, single spaces: the form used to compare answers and prompts. */
export function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^a-z0-9+.]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min((row[j - 1] ?? 0) + 1, (prev[j] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
    }
    prev = row;
  }
  return prev[b.length] ?? 0;
}

/** Two answers a tolerant marker could confuse (Austria/Australia, Niger/Nigeria are kept apart by this). */
export function looksAlike(a: string, b: string): boolean {
  const x = normalise(a);
  const y = normalise(b);
  if (x === y) return true;
  const limit = Math.min(x.length, y.length) <= 4 ? 1 : 2;
  return editDistance(x, y) <= limit;
}

export function ordinal(n: number): string {
  const mod100 = n % 100;
  if (mod100 >= 11 && mod100 <= 13) return `${n}th`;
  const suffix = ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th';
  return `${n}${suffix}`;
}

/** A clause as the start of a sentence: "the Battle of Hastings" → "The Battle of Hastings". */
export function sentence(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
