import { type RevisionSet, revisionSetSchema } from '@trivia/contracts';

/** The presenter and player addresses of a session (the server's joinUrl and presentUrl name the same). */
export const presentPath = (pin: string): string => `/arena/present/${pin}`;
export const playPath = (pin: string): string => `/arena/play/${pin}`;
/** The session set-up page: for a catalogue quiz, and one of its rounds (as a host sheet's QR code for it opens). */
export const hostSessionPath = (slug?: string, round?: number): string =>
  slug
    ? `/arena/host-session?quiz=${encodeURIComponent(slug)}${round ? `&round=${round}` : ''}`
    : '/arena/host-session';

/** The session set-up page for a classroom revision set (GCSE Science): a quick selection of only its facts. */
export const revisionHostPath = (set: RevisionSet): string =>
  `/arena/host-session?subject=${encodeURIComponent(set.subject)}&level=${encodeURIComponent(set.level)}`;

/** A revision set named in the address (`?subject=science&level=gcse`), or none when either is missing or unknown. */
export function revisionSetParam(subject: string | null, level: string | null): RevisionSet | null {
  const parsed = revisionSetSchema.safeParse({ subject, level });
  return parsed.success ? parsed.data : null;
}

/** A `round` in the address: a whole number from 1 to 20, or none. */
export function roundParam(value: string | null): number | null {
  if (!value || !/^\d{1,2}$/.test(value)) return null;
  const round = Number(value);
  return round >= 1 && round <= 20 ? round : null;
}

/** The path of a URL the server gave (absolute, on this site, or already a path), for the router. */
export function pathOf(url: string): string {
  try {
    const parsed = new URL(url, 'http://localhost');
    return `${parsed.pathname}${parsed.search}`;
  } catch {
    return url;
  }
}
