import {
  type ArchetypeId,
  ARCHETYPES,
  QUIZ_SEASONS,
  type QuizLength,
  type QuizSeason,
  shiftDate,
} from '@trivia/contracts';

/** One of a day's two releases. */
export interface ScheduledRelease {
  date: string;
  slot: 0 | 1;
  archetype: ArchetypeId;
  length: QuizLength;
  slug: string;
}

export const RELEASES_PER_DAY = 2;

/**
 * The week's rotation, two entries a day from Monday: every year-round archetype once a week on its own weekday
 * (hosts learn that music comes on Tuesdays), and the flagship classic pub quiz twice, on Monday and Friday
 * mornings, so every week opens with one (this week's free sample pack).
 */
export const WEEKLY_ROTATION: readonly ArchetypeId[] = [
  'classic-pub',
  'general-knowledge',
  'music',
  'geography',
  'sport',
  'true-or-false',
  'history',
  'family',
  'classic-pub',
  'film-tv',
  'science-nature',
  'quick-fire',
  'food-drink',
  'kids',
];

/** The windows (UK dates, inclusive, month-day) in which a seasonal archetype is published. */
export const SEASON_WINDOWS: Record<QuizSeason, { from: string; to: string }> = {
  halloween: { from: '10-01', to: '10-31' },
  'bonfire-night': { from: '10-20', to: '11-05' },
  christmas: { from: '11-15', to: '12-31' },
};

const SEASONAL: Record<QuizSeason, ArchetypeId> = {
  halloween: 'halloween',
  'bonfire-night': 'bonfire-night',
  christmas: 'christmas',
};

const DAY_MS = 24 * 60 * 60 * 1000;
/** A Monday: day numbers count from it, so day % 7 is the weekday (0 = Monday). */
const EPOCH = Date.UTC(2024, 0, 1);

const dayNumber = (date: string) => Math.round((Date.parse(`${date}T00:00:00Z`) - EPOCH) / DAY_MS);
const mod = (n: number, m: number) => ((n % m) + m) % m;

export function seasonsOn(date: string): QuizSeason[] {
  const monthDay = date.slice(5);
  return (Object.keys(SEASON_WINDOWS) as QuizSeason[]).filter(
    (season) => monthDay >= SEASON_WINDOWS[season].from && monthDay <= SEASON_WINDOWS[season].to,
  );
}

/** The seasons whose windows are open on a date or open within the `days` after it. */
export function seasonsWithin(date: string, days: number): QuizSeason[] {
  const seasons = new Set<QuizSeason>();
  for (let i = 0; i <= days; i += 1) for (const season of seasonsOn(shiftDate(date, -i))) seasons.add(season);
  return QUIZ_SEASONS.filter((season) => seasons.has(season));
}

/**
 * The two releases of a UK date, a pure function of it. Slot 0 follows the weekly rotation; so does slot 1, except
 * on every other day inside a season's window, when it is that season's quiz (the seasons alternate where windows
 * overlap). An archetype's length changes each time it comes round, through the lengths it is published in.
 */
export function releasesOn(date: string): [ScheduledRelease, ScheduledRelease] {
  const day = dayNumber(date);
  const week = Math.floor(day / 7);
  const rotation = (slot: 0 | 1) => {
    const archetype = WEEKLY_ROTATION[mod(day, 7) * RELEASES_PER_DAY + slot]!;
    const lengths = ARCHETYPES[archetype].lengths;
    return { archetype, length: lengths[mod(week, lengths.length)]! };
  };
  const seasons = seasonsOn(date);
  const seasonal = () => {
    const turn = Math.floor(day / 2);
    const archetype = SEASONAL[seasons[mod(turn, seasons.length)]!];
    const lengths = ARCHETYPES[archetype].lengths;
    return { archetype, length: lengths[mod(Math.floor(turn / seasons.length), lengths.length)]! };
  };
  const first = rotation(0);
  const second = seasons.length > 0 && mod(day, 2) === 0 ? seasonal() : rotation(1);
  const slugOf = (r: { archetype: ArchetypeId; length: QuizLength }) => `${r.archetype}-${r.length}-${date}`;
  const secondSlug = slugOf(second) === slugOf(first) ? `${slugOf(second)}-2` : slugOf(second);
  return [
    { date, slot: 0, ...first, slug: slugOf(first) },
    { date, slot: 1, ...second, slug: secondSlug },
  ];
}

/** Releases go out at 06:00 UK time, before the day's hosts start planning. */
export const RELEASE_CRON = { cron: '0 6 * * *', timeZone: 'Europe/London' } as const;

const UK_HOUR = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: 'numeric', hourCycle: 'h23' });

/** The instant of 06:00 on a UK date: 06:00 UTC in winter, 05:00 UTC in summer time. */
export function releaseInstant(date: string): Date {
  const sixUtc = new Date(`${date}T06:00:00Z`);
  const ukHour = Number(UK_HOUR.format(sixUtc));
  return new Date(sixUtc.getTime() - (ukHour - 6) * 60 * 60 * 1000);
}
