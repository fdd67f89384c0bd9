import { Injectable } from '@nestjs/common';
import type { QuizSeason } from '@trivia/contracts';
import { AppException } from '../common/app-exception';
import { type DrawPool, LEVELS } from './draw/draw-pool';
import { QuestionMemo } from './question-memo';
import { type Lookalike, type LookalikeFields, LookalikeIndex } from './lookalikes/lookalike-index';
import { answerKey, type Difficulty, difficultyRamp, drawQuestions, preparePool } from './draw/question-draw';
import type { DrawSeed } from './draw/seeded-random';
import { BANK_QUESTION_TYPES, type QuestionEntity } from './question.entity';
import { QuestionBankService } from './question-bank.service';

/** A question as players found it: play data's label, when there is enough of it, over its editor's. */
export const asPlayed = (q: QuestionEntity): QuestionEntity =>
  q.observedDifficulty ? { ...q, difficulty: q.observedDifficulty } : q;

export interface QuestionDraw {
  count: number;
  types: readonly QuestionEntity['type'][];
  /** Only these categories; every category when empty or absent. */
  categories?: readonly string[];
  /**
   * One level, or `ramp`: a third easy, then medium, then hard, like a well-built quiz round; or each slot's level
   * in order (the builder's difficulty curves).
   */
  difficulty: Difficulty | 'ramp' | readonly Difficulty[];
  /** Text for a draw that must come out the same every time; a number (freshSeed) for a one-off. */
  seed: DrawSeed;
  /** Facts not to ask (seen lately, in another quiz of the day). */
  excludeFacts?: ReadonlySet<string>;
  /** Answers not to give again (the same day's other quiz), as plain text. */
  excludeAnswers?: Iterable<string>;
  /** A revision set: only facts tagged with this school subject, and this level when given (GCSE, A level). */
  curriculum?: { subject: string; level?: string };
  /** A themed round: only questions tagged with this season. */
  season?: QuizSeason;
  /**
   * A picture round: only picture questions of this kind. Without it, picture questions are left out, so a flag
   * never lands in a round read out or printed as text.
   */
  media?: 'flag';
  /** Questions tagged with any of these seasons are left out: the catalogue keeps a season's facts for its quizzes. */
  avoidSeasons?: readonly QuizSeason[];
  /** Every question at exactly the difficulty asked for, even if fewer come back (see `DrawRequest`). */
  strictDifficulty?: boolean;
  /**
   * Nobody will ask for this draw again (an unseeded developer API call): it may be dealt from a random sample of
   * the pool instead of a shuffle of all of it, much cheaper on a large pool, and then its seed does not repeat it.
   */
  oneOff?: boolean;
}

/**
 * How many questions a one-off draw deals from, in turn: a small sample is almost always enough (one draw in a
 * hundred of ten questions from a single category's pool comes up short), a four times larger one nearly always; only
 * then the whole pool, whose shuffle costs its size.
 */
const oneOffSamples = (count: number) => [count * 4 + 32, count * 16 + 128];

/** Questions in play of some types tagged with one school subject and level, and the distinct facts behind them. */
export interface CurriculumCount {
  subject: string;
  level: string;
  questions: number;
  facts: number;
}

/** Shapes of draw whose pools are kept (a few dozen in use; the Arena's category choices could make more). */
const POOLS_KEPT = 64;

/** Whether a question fits the draw's season and picture kind (no picture when none is asked for). */
export function fitsTheme(
  q: QuestionEntity,
  request: Pick<QuestionDraw, 'season' | 'media' | 'avoidSeasons'>,
): boolean {
  if (request.season && !q.seasons?.includes(request.season)) return false;
  if (request.avoidSeasons?.some((season) => q.seasons?.includes(season))) return false;
  return request.media ? q.media?.kind === request.media : !q.media;
}

/** Whether a question fits a revision set's subject and level. */
export function fitsCurriculum(q: QuestionEntity, curriculum: QuestionDraw['curriculum']): boolean {
  if (!curriculum) return true;
  if (q.curriculumSubject !== curriculum.subject) return false;
  return !curriculum.level || q.curriculumLevels.includes(curriculum.level);
}

/**
 * The one way questions leave the bank (issue 9's `QuestionSource`): the daily quizzes, the Arena and, later, the
 * catalogue, the builder and the developer API draw here by category, difficulty, type and exclusions, with
 * seeded randomness; no fact or answer twice in one draw, categories and question families spread.
 */
@Injectable()
export class QuestionSourceService {
  private readonly pools = new Map<string, DrawPool<QuestionEntity>>();
  private poolsOf = -1;
  private lookalikes: { of: number; index: LookalikeIndex<QuestionEntity> } | null = null;

  constructor(private readonly bank: QuestionBankService) {}

  /** The bank's state: it moves on every change, so what is worked out from the questions can be kept until then. */
  get generation(): number {
    return this.bank.generation;
  }

  /** A memo of something worked out from each question (an API's form of it), kept while the bank is unchanged. */
  memo<V>(make: (q: QuestionEntity) => V): QuestionMemo<QuestionEntity, V> {
    return new QuestionMemo(() => this.generation, make);
  }

  /** Draws exactly `count` questions, or refuses with QUIZ_003 saying how many the settings allow. */
  draw(request: QuestionDraw): QuestionEntity[] {
    const chosen = this.tryDraw(request);
    if (chosen.length < request.count) {
      throw new AppException('QUIZ_003', `Only ${chosen.length} questions match those settings`);
    }
    return chosen;
  }

  /** As many as the bank has, up to `count` (a daily quiz is made even from a thin bank). */
  tryDraw(request: QuestionDraw): QuestionEntity[] {
    const pool = this.poolOf(request);
    const draw = {
      count: request.count,
      difficulties: request.difficulty === 'ramp' ? difficultyRamp(request.count) : request.difficulty,
      seed: request.seed,
      excludeFacts: request.excludeFacts,
      excludeAnswers: request.excludeAnswers ? new Set([...request.excludeAnswers].map(answerKey)) : undefined,
      strictDifficulty: request.strictDifficulty,
    };
    if (request.oneOff) {
      // A sample that leaves the draw short gives way to a larger one, then to the whole pool, which may find the rest.
      for (const sampleSize of oneOffSamples(request.count)) {
        const dealt = drawQuestions(pool, { ...draw, sampleSize });
        if (dealt.length === request.count) return dealt;
      }
    }
    return drawQuestions(pool, draw);
  }

  /** How many questions in play fit a draw's types and categories, by difficulty as played (public counts). */
  countInPlay(request: Pick<QuestionDraw, 'types' | 'categories'>): Record<Difficulty, number> {
    const counts: Record<Difficulty, number> = { easy: 0, medium: 0, hard: 0 };
    for (const entry of this.poolOf({ ...request, count: 0, difficulty: 'easy', seed: '' }).entries) {
      counts[entry.q.difficulty] += 1;
    }
    return counts;
  }

  /**
   * How many questions in play of these types each school subject and level holds (a fact tagged GCSE and A level
   * counts in both), ordered by subject then level: what revision sets can draw.
   */
  countCurriculum(types: readonly QuestionEntity['type'][]): CurriculumCount[] {
    const counts = new Map<string, { count: CurriculumCount; facts: Set<string> }>();
    for (const type of new Set(types)) {
      for (const q of this.bank.playable(type)) {
        if (!q.curriculumSubject || q.media) continue;
        for (const level of q.curriculumLevels) {
          const key = `${q.curriculumSubject}/${level}`;
          let entry = counts.get(key);
          if (!entry) {
            entry = { count: { subject: q.curriculumSubject, level, questions: 0, facts: 0 }, facts: new Set() };
            counts.set(key, entry);
          }
          entry.count.questions += 1;
          entry.facts.add(q.factKey);
        }
      }
    }
    return [...counts.values()]
      .map(({ count, facts }) => ({ ...count, facts: facts.size }))
      .sort((a, b) => a.subject.localeCompare(b.subject) || a.level.localeCompare(b.level));
  }

  /**
   * How many facts a draw with these filters could still ask, at one level or any, leaving out `excludeFacts`: what
   * a session that never repeats a fact has left (a fact asked two ways counts once).
   */
  factsLeft(
    request: Pick<QuestionDraw, 'types' | 'categories' | 'excludeFacts'> & { difficulty?: Difficulty },
  ): number {
    const facts = new Set<string>();
    const level = request.difficulty ? LEVELS.indexOf(request.difficulty) : -1;
    // Read from the pool's entries (one shape), not the questions (many): this runs over the whole pool.
    for (const entry of this.poolOf({ ...request, count: 0, difficulty: 'easy', seed: '' }).entries) {
      if (level >= 0 && entry.bucket % LEVELS.length !== level) continue;
      if (!request.excludeFacts?.has(entry.fact)) facts.add(entry.fact);
    }
    return facts.size;
  }

  /** `countInPlay` of every category at once, from one pool (categories with nothing in play are absent). */
  countInPlayByCategory(request: Pick<QuestionDraw, 'types'>): Map<string, Record<Difficulty, number>> {
    const pool = this.poolOf({ ...request, count: 0, difficulty: 'easy', seed: '' });
    const byCategory = new Map<string, Record<Difficulty, number>>(
      pool.categories.map((category) => [category, { easy: 0, medium: 0, hard: 0 }]),
    );
    for (const entry of pool.entries) {
      if (entry.bucket < 0) continue;
      byCategory.get(pool.categories[entry.category]!)![LEVELS[entry.bucket % LEVELS.length]!] += 1;
    }
    return byCategory;
  }

  /**
   * The questions in play that fit a draw's types, categories, revision set, season and picture kind, as played, in
   * id order. Kept per shape of draw until the bank changes (a load, a recount of difficulty): the catalogue's
   * releases draw hundreds of rounds of a few dozen shapes, and the daily quizzes and the Arena repeat theirs, so
   * a draw reads its pool instead of filtering the whole bank and keying every question again.
   */
  private poolOf(request: QuestionDraw): DrawPool<QuestionEntity> {
    if (this.poolsOf !== this.bank.generation) {
      this.pools.clear();
      this.poolsOf = this.bank.generation;
    }
    const types = [...new Set(request.types)].sort();
    const categories = request.categories?.length ? new Set(request.categories) : undefined;
    const key = JSON.stringify([
      types,
      categories ? [...categories].sort() : [],
      request.curriculum?.subject ?? null,
      request.curriculum?.level ?? null,
      request.season ?? null,
      request.media ?? null,
      [...(request.avoidSeasons ?? [])].sort(),
    ]);
    let pool = this.pools.get(key);
    if (!pool) {
      const questions: QuestionEntity[] = [];
      for (const type of types) {
        for (const q of this.bank.candidates(type, request)) {
          if (categories && !categories.has(q.category)) continue;
          if (fitsCurriculum(q, request.curriculum) && fitsTheme(q, request)) questions.push(asPlayed(q));
        }
      }
      pool = preparePool(questions);
      if (this.pools.size >= POOLS_KEPT) this.pools.clear();
      this.pools.set(key, pool);
    }
    return pool;
  }

  get(id: string): QuestionEntity | undefined {
    return this.bank.get(id);
  }

  /**
   * The question in play that a proposed one repeats (a near-identical prompt, or the same answer in the same
   * category for a related prompt), or null. The index is built on first use after each change of the bank.
   */
  lookalike(query: Omit<LookalikeFields, 'id'>): Lookalike<QuestionEntity> | null {
    if (this.lookalikes?.of !== this.bank.generation) {
      const inPlay = BANK_QUESTION_TYPES.flatMap((type) => this.bank.playable(type));
      this.lookalikes = { of: this.bank.generation, index: new LookalikeIndex(inPlay) };
    }
    return this.lookalikes.index.find(query);
  }

  /** Every accepted answer of a category: a typo is never marked right for one of these instead. */
  knownAnswers(category: string): string[] {
    return this.bank.knownAnswers(category);
  }

  categoryName(category: string): string {
    return this.bank.categoryName(category);
  }
}
