import { isArenaSeason, seasonOf, ukDate, formatNumber } from '@trivia/contracts';
import { ordinal } from '../../lib/format';

/** "2nd of 5": where the player finished among everyone in the match. */
export function rankOfText(rank: number, players: number): string {
  return `${ordinal(rank)} of ${formatNumber(players)}`;
}

/** A typographic minus, which screen readers read as "minus". */
const MINUS = '\u2212';

/** "+16", "−8" or "±0" for a rated match; null when the match did not move the player's rating. */
export function ratingChangeText(ratingBefore: number | null, ratingAfter: number | null): string | null {
  if (ratingBefore === null || ratingAfter === null) return null;
  const change = ratingAfter - ratingBefore;
  if (change > 0) return `+${formatNumber(change)}`;
  if (change < 0) return `${MINUS}${formatNumber(Math.abs(change))}`;
  return '±0';
}

/** Green for a gain, red for a loss, dimmed for no change or an unrated match. */
export function ratingChangeColor(ratingBefore: number | null, ratingAfter: number | null): string {
  if (ratingBefore === null || ratingAfter === null || ratingAfter === ratingBefore) return 'dimmed';
  return ratingAfter > ratingBefore ? 'teal' : 'red';
}

/** When a match ended, in the UK's clock: "Sat 21 Nov 2026, 19:42". */
export function formatMatchTime(isoInstant: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Europe/London',
  }).format(new Date(isoInstant));
}

const QUARTER_MONTHS = ['January to March', 'April to June', 'July to September', 'October to December'];

/** "October to December 2026" for the season "2026-Q4". */
export function seasonMonthsText(season: string): string {
  const [year, quarter] = season.split('-Q').map(Number);
  return `${QUARTER_MONTHS[quarter! - 1]} ${year}`;
}

/** The season of today in the UK. */
export function currentSeason(now: Date = new Date()): string {
  return seasonOf(ukDate(now));
}

/** The season a ?season= parameter asks for; the current one when it is missing or malformed. */
export function seasonFromParam(param: string | null, now: Date = new Date()): string {
  return param !== null && isArenaSeason(param) ? param : currentSeason(now);
}
