/** An Arena season is a calendar quarter in the UK, written like "2026-Q4". */
export const ARENA_SEASON_PATTERN = /^\d{4}-Q[1-4]$/;

export function isArenaSeason(value: string): boolean {
  return ARENA_SEASON_PATTERN.test(value);
}

/** The season a game counts towards: the calendar quarter of its UK date (YYYY-MM-DD), e.g. "2026-Q4". */
export function seasonOf(ukDate: string): string {
  const [year, month] = ukDate.split('-').map(Number);
  return `${year}-Q${Math.ceil(month! / 3)}`;
}

/** The season `by` quarters after `season` (negative: before it), across year ends. */
export function shiftSeason(season: string, by: number): string {
  const [year, quarter] = season.split('-Q').map(Number);
  const index = year! * 4 + quarter! - 1 + by;
  return `${Math.floor(index / 4)}-Q${(index % 4) + 1}`;
}
