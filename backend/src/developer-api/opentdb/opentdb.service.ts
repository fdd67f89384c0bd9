import { randomInt } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  type Difficulty,
  OPENTDB_CODES,
  type OpenTdbCode,
  type OpenTdbEncoding,
  type OpenTdbQuestionsQuery,
  type OpenTdbResult,
  openTdbTokenSchema,
} from '@trivia/contracts';
import { freshSeed, type QuestionMemo } from '../../question-bank';
import type { QuestionEntity } from '../../question-bank/question.entity';
import { QuestionSourceService } from '../../question-bank/question-source.service';
import { OPENTDB_CATEGORIES, openTdbCategory } from './opentdb-categories';
import { encodeResult } from './opentdb-encoding';
import { OPENTDB_TYPES, toOpenTdbResult } from './opentdb-question';
import { OpenTdbTokensService } from './opentdb-tokens.service';

const LEVELS: readonly Difficulty[] = ['easy', 'medium', 'hard'];
const ALL_TYPES = Object.values(OPENTDB_TYPES);

export interface OpenTdbQuestionsAnswer {
  response_code: OpenTdbCode;
  results: OpenTdbResult[];
}

export interface OpenTdbCount {
  total_question_count: number;
  total_easy_question_count: number;
  total_medium_question_count: number;
  total_hard_question_count: number;
}

const answer = (code: OpenTdbCode, results: OpenTdbResult[] = []): OpenTdbQuestionsAnswer => ({
  response_code: code,
  results,
});

/** The questions, tokens and counts of the OpenTDB surface, drawn from the bank through the one QuestionSource. */
@Injectable()
export class OpenTdbService {
  /** Each question's result in each encoding, worked out once while the bank is unchanged (never changed after). */
  private readonly encoded: Record<OpenTdbEncoding, QuestionMemo<QuestionEntity, OpenTdbResult>>;

  constructor(
    private readonly source: QuestionSourceService,
    private readonly tokens: OpenTdbTokensService,
  ) {
    const memo = (encoding: OpenTdbEncoding) =>
      source.memo((q) => Object.freeze(encodeResult(toOpenTdbResult(q, source.categoryName(q.category)), encoding)));
    this.encoded = {
      html: memo('html'),
      urlLegacy: memo('urlLegacy'),
      url3986: memo('url3986'),
      base64: memo('base64'),
    };
  }

  async questions(query: OpenTdbQuestionsQuery): Promise<OpenTdbQuestionsAnswer> {
    let categories: readonly string[] | undefined;
    if (query.category !== undefined) {
      const category = openTdbCategory(query.category);
      if (!category) return answer(OPENTDB_CODES.invalidParameter);
      if (category.ours.length === 0) return answer(OPENTDB_CODES.noResults);
      categories = category.ours;
    }
    const types = query.type ? [OPENTDB_TYPES[query.type]] : ALL_TYPES;
    const draw = (seenIds: ReadonlySet<string>) => {
      const excludeFacts = new Set([...seenIds].flatMap((id) => this.source.get(id)?.factKey ?? []));
      return this.source.tryDraw({
        count: query.amount,
        types,
        categories,
        // Without a level asked for, each slot takes one at random, so a call is not all one level.
        difficulty: query.difficulty ?? Array.from({ length: query.amount }, () => LEVELS[randomInt(LEVELS.length)]!),
        strictDifficulty: query.difficulty !== undefined,
        seed: freshSeed(),
        excludeFacts,
        // Never asked for again (a token's exclusions, when it has any, make it a whole-pool draw anyway).
        oneOff: true,
      });
    };
    const encoded = this.encoded[query.encode ?? 'html'];
    const encode = (chosen: QuestionEntity[]) => chosen.map((q) => encoded.of(q));

    if (query.token === undefined) {
      const chosen = draw(new Set());
      return chosen.length < query.amount
        ? answer(OPENTDB_CODES.noResults)
        : answer(OPENTDB_CODES.success, encode(chosen));
    }
    if (!openTdbTokenSchema.safeParse(query.token).success) return answer(OPENTDB_CODES.tokenNotFound);
    const result = await this.tokens.drawUnder(query.token, (seenIds) => {
      const chosen = draw(seenIds);
      if (chosen.length === query.amount)
        return { givenIds: chosen.map((q) => q.id), result: answer(0, encode(chosen)) };
      // Short: the token has used up what fits (code 4), unless the bank never had enough for this query (code 1).
      const fresh = seenIds.size > 0 ? draw(new Set()) : chosen;
      const code = fresh.length < query.amount ? OPENTDB_CODES.noResults : OPENTDB_CODES.tokenEmpty;
      return { givenIds: [], result: answer(code) };
    });
    return result ?? answer(OPENTDB_CODES.tokenNotFound);
  }

  /** The categories we can serve (at least one question of an OpenTDB type), in ascending id order. */
  categories(): { id: number; name: string }[] {
    return OPENTDB_CATEGORIES.filter((c) => this.count(c.id).total_question_count > 0).map(({ id, name }) => ({
      id,
      name,
    }));
  }

  /** Questions in play of OpenTDB's types in one of its categories, by difficulty (zeros for one we lack). */
  count(id: number): OpenTdbCount {
    const category = openTdbCategory(id);
    const counts =
      category && category.ours.length > 0
        ? this.source.countInPlay({ types: ALL_TYPES, categories: category.ours })
        : { easy: 0, medium: 0, hard: 0 };
    return {
      total_question_count: counts.easy + counts.medium + counts.hard,
      total_easy_question_count: counts.easy,
      total_medium_question_count: counts.medium,
      total_hard_question_count: counts.hard,
    };
  }

  /** Totals overall (every question of OpenTDB's types, whatever its category) and per category we can serve. */
  globalCount() {
    const all = this.source.countInPlay({ types: ALL_TYPES });
    const overallTotal = all.easy + all.medium + all.hard;
    const totals = (n: number) => ({
      total_num_of_questions: n,
      // We publish only questions that passed QC; none wait for review or were refused on this surface.
      total_num_of_pending_questions: 0,
      total_num_of_verified_questions: n,
      total_num_of_rejected_questions: 0,
    });
    const categories: Record<string, ReturnType<typeof totals>> = {};
    for (const c of OPENTDB_CATEGORIES) {
      const n = this.count(c.id).total_question_count;
      if (n > 0) categories[String(c.id)] = totals(n);
    }
    return { overall: totals(overallTotal), categories };
  }

  requestToken(): Promise<string> {
    return this.tokens.create();
  }

  async resetToken(token: string): Promise<boolean> {
    return openTdbTokenSchema.safeParse(token).success && this.tokens.reset(token);
  }
}
