import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { shiftDate } from '@trivia/contracts';
import type { DataSource } from 'typeorm';
import { AppException } from '../../common/app-exception';
import { BankQuestionPicker } from '../composition/bank-question-picker';
import { composeQuiz, type ComposedQuiz, type QuestionPicker } from '../composition/quiz-composer';
import { recipeFor } from '../composition/recipes';
import { releaseInstant, releasesOn, type ScheduledRelease, seasonsWithin } from './release-schedule';

/** A release's facts stay out of new releases for this many days. */
export const FACT_REST_DAYS = 90;

export interface KnownRelease {
  date: string;
  slot: number;
  factKeys: string[];
}

export interface ReleaseOutcome {
  published: string[];
  /** Releases the bank cannot fill yet (a themed or picture round with no such questions), with why. */
  skipped: { slug: string; reason: string }[];
}

/**
 * Publishes the scheduled releases of given dates, each once: the schedule and the composition are pure
 * functions of the date and the bank, and UNIQUE(release_date, release_slot) keeps one row when several nodes
 * publish the same day at once. A date is published after every date before it, so its 90-day rule sees them.
 */
@Injectable()
export class ReleasesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly bank: BankQuestionPicker,
  ) {}

  /**
   * Publishes the missing releases of `dates` (ascending UK dates). Composing a quiz takes the CPU for a moment, so
   * a long run lets other work in between releases, and ends early (where it got to) once `stop` says so.
   */
  async publish(dates: readonly string[], stop: () => boolean = () => false): Promise<ReleaseOutcome> {
    const outcome: ReleaseOutcome = { published: [], skipped: [] };
    if (dates.length === 0) return outcome;
    const known = await this.knownReleases(shiftDate(dates[0]!, FACT_REST_DAYS), dates.at(-1)!);
    const bankVersion = await this.bankVersion();
    for (const release of dates.flatMap((date) => releasesOn(date))) {
      if (known.some((k) => k.date === release.date && k.slot === release.slot)) continue;
      if (dates.length > 1) await new Promise((resolve) => setImmediate(resolve));
      if (stop()) break;
      const quiz = composeRelease(release, recentFacts(known, release), this.bank);
      if ('reason' in quiz) {
        outcome.skipped.push({ slug: release.slug, reason: quiz.reason });
        continue;
      }
      const stored = await this.insert(release, quiz, bankVersion);
      if (stored.inserted) outcome.published.push(release.slug);
      known.push({ date: release.date, slot: release.slot, factKeys: stored.factKeys });
    }
    return outcome;
  }

  /** Inserts the release unless another node did; answers with the facts of the row that holds the slot. */
  private async insert(
    release: ScheduledRelease,
    quiz: ComposedQuiz,
    bankVersion: string,
  ): Promise<{ inserted: boolean; factKeys: string[] }> {
    const rows: unknown[] = await this.dataSource.query(
      `INSERT INTO quizzes (slug, title, description, archetype, difficulty, length, audience, season, categories,
         rounds, fact_keys, bank_version, published_at, release_date, release_slot, search_text)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
       ON CONFLICT DO NOTHING RETURNING id`,
      [
        quiz.slug,
        quiz.title,
        quiz.description,
        quiz.archetype,
        quiz.difficulty,
        quiz.length,
        quiz.audience,
        quiz.season,
        quiz.categories,
        JSON.stringify(quiz.rounds),
        quiz.factKeys,
        bankVersion,
        releaseInstant(release.date),
        release.date,
        release.slot,
        quiz.searchText,
      ],
    );
    if (rows.length > 0) return { inserted: true, factKeys: quiz.factKeys };
    const [existing]: { fact_keys: string[] }[] = await this.dataSource.query(
      `SELECT fact_keys FROM quizzes WHERE (release_date = $1 AND release_slot = $2) OR slug = $3`,
      [release.date, release.slot, release.slug],
    );
    return { inserted: false, factKeys: existing?.fact_keys ?? [] };
  }

  private async knownReleases(from: string, to: string): Promise<KnownRelease[]> {
    const rows: { date: string; slot: number; fact_keys: string[] }[] = await this.dataSource.query(
      `SELECT release_date::text AS date, release_slot AS slot, fact_keys FROM quizzes
        WHERE release_date BETWEEN $1 AND $2 AND owner_id IS NULL`,
      [from, to],
    );
    return rows.map((row) => ({ date: row.date, slot: row.slot, factKeys: row.fact_keys }));
  }

  private async bankVersion(): Promise<string> {
    const [row]: { version: string }[] = await this.dataSource.query(
      `SELECT version FROM content_versions WHERE name = 'question-bank'`,
    );
    return row?.version ?? 'none';
  }
}

/** Facts of the releases in the 90 days before a release's date, and of the same day's earlier slot. */
export function recentFacts(known: readonly KnownRelease[], release: ScheduledRelease): Set<string> {
  const from = shiftDate(release.date, FACT_REST_DAYS);
  const facts = new Set<string>();
  for (const k of known) {
    const before = k.date < release.date ? k.date >= from : k.date === release.date && k.slot < release.slot;
    if (before) for (const key of k.factKeys) facts.add(key);
  }
  return facts;
}

/** A scheduled release composed over the bank, or why the bank cannot fill it yet (QUIZ_003). */
export function composeRelease(
  release: ScheduledRelease,
  recent: ReadonlySet<string>,
  bank: QuestionPicker,
): ComposedQuiz | { reason: string } {
  try {
    return composeQuiz(
      {
        recipe: recipeFor(release.archetype, release.length),
        slug: release.slug,
        date: release.date,
        recentFacts: recent,
        reservedSeasons: seasonsWithin(release.date, FACT_REST_DAYS),
      },
      bank,
    );
  } catch (error) {
    if (error instanceof AppException && error.code === 'QUIZ_003') return { reason: error.message };
    throw error;
  }
}
