import { Inject, Injectable } from '@nestjs/common';
import {
  type ApiTier,
  QUESTION_CATEGORIES,
  V1_QUESTION_TYPES,
  v1DifficultySchema,
  type V1AnswerCheckResponse,
  type V1CategoriesResponse,
  type V1Question,
  type V1QuestionsQuery,
  type V1QuestionsResponse,
} from '@trivia/contracts';
import { AppException } from '../../common/app-exception';
import { APP_CONFIG, type AppConfig } from '../../infra/config/config';
import type { QuestionEntity } from '../../question-bank/question.entity';
import { QuestionBankService } from '../../question-bank/question-bank.service';
import { freshSeed, type QuestionMemo } from '../../question-bank';
import { asPlayed, QuestionSourceService } from '../../question-bank/question-source.service';
import { checkAnswer } from './v1-answer-check';
import { v1DrawOf } from './v1-draw';
import { bankTypesOf, isServable, toV1Question, V1_BANK_TYPES } from './v1-question';
import { V1SessionsService } from './v1-sessions.service';
import { checkQuestionsCall, requireFeature } from './v1-tier-rules';

/** Who is calling, as the questions need it: the key (sessions are its own) and its tier. */
export interface V1Caller {
  keyId: string;
  tier: ApiTier;
}

/** A call's questions before they are presented, with its seed and what its session has left. */
interface Drawn {
  chosen: QuestionEntity[];
  seed: string | null;
  remaining: number | null;
}

const unknownQuestion = (id: string) => new AppException('RES_001', `No question ${id} in the API`);

/** The developer API's questions, categories and answer checks, drawn from the bank through the one QuestionSource. */
@Injectable()
export class V1QuestionsService {
  constructor(
    private readonly source: QuestionSourceService,
    private readonly bank: QuestionBankService,
    private readonly sessions: V1SessionsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.json = source.memo((q) => JSON.stringify(this.present([q])[0]!));
  }

  /** Each served question's JSON, kept until the bank changes (at most one per question in play). */
  private readonly json: QuestionMemo<QuestionEntity, string>;

  /**
   * Questions for the filters. A seeded set is the same every call while the bank is unchanged; a session never
   * serves a question (or another form of its fact) it has served, and says how many it has left, 0 when spent
   * (an empty list, not an error). Fewer than asked come back when the bank has no more that fit.
   */
  async questions(query: V1QuestionsQuery, caller: V1Caller): Promise<V1QuestionsResponse> {
    const { chosen, seed, remaining } = await this.drawn(query, caller);
    return { questions: this.present(chosen), seed, remaining };
  }

  /**
   * The same answer as `questions`, as the JSON text sent: each question's JSON is made once per state of the bank
   * and joined, so a call neither builds nor serialises its questions again (a third of its work before).
   */
  async questionsJson(query: V1QuestionsQuery, caller: V1Caller): Promise<string> {
    const { chosen, seed, remaining } = await this.drawn(query, caller);
    const questions = chosen.map((q) => this.json.of(q));
    return `{"questions":[${questions.join(',')}],"seed":${JSON.stringify(seed)},"remaining":${remaining}}`;
  }

  private async drawn(query: V1QuestionsQuery, caller: V1Caller): Promise<Drawn> {
    checkQuestionsCall(caller.tier, query, this.config.publicUrl);
    if (query.session === undefined) {
      const chosen = this.source.tryDraw(v1DrawOf(query, query.seed ?? freshSeed()));
      return { chosen, seed: query.seed ?? null, remaining: null };
    }
    return this.sessions.drawUnder(query.session, caller.keyId, (servedIds) => {
      const servedFacts = new Set([...servedIds].flatMap((id) => this.source.get(id)?.factKey ?? []));
      const chosen = this.source.tryDraw(v1DrawOf(query, freshSeed(), servedFacts));
      for (const q of chosen) servedFacts.add(q.factKey);
      const remaining = this.source.factsLeft({
        types: bankTypesOf(query.types),
        categories: query.categories,
        difficulty: query.difficulty,
        excludeFacts: servedFacts,
      });
      return { servedIds: chosen.map((q) => q.id), result: { chosen, seed: null, remaining } };
    });
  }

  question(id: string): V1Question {
    return this.present([this.servable(id)])[0]!;
  }

  /**
   * Every published category with its questions in play by level and by type (zeros where it has none). Counted
   * once per state of the bank (its generation moves on every change), not on every request.
   */
  categories(): V1CategoriesResponse {
    const generation = this.bank.generation;
    if (this.counted?.generation !== generation) this.counted = { generation, response: this.countCategories() };
    return this.counted.response;
  }

  private counted: { generation: number; response: V1CategoriesResponse } | null = null;

  private countCategories(): V1CategoriesResponse {
    const counts = V1_QUESTION_TYPES.map(
      (type) => [type, this.source.countInPlayByCategory({ types: [V1_BANK_TYPES[type]] })] as const,
    );
    return {
      categories: QUESTION_CATEGORIES.map(({ id }) => {
        const byDifficulty = { easy: 0, medium: 0, hard: 0 };
        const byType = { multiple: 0, boolean: 0, text: 0 };
        for (const [type, byCategory] of counts) {
          const levels = byCategory.get(id);
          for (const level of v1DifficultySchema.options) {
            byDifficulty[level] += levels?.[level] ?? 0;
            byType[type] += levels?.[level] ?? 0;
          }
        }
        const total = byType.multiple + byType.boolean + byType.text;
        return { id, name: this.source.categoryName(id), questions: { total, byDifficulty, byType } };
      }),
    };
  }

  /** Marks an answer to a question (tiers with answer checking only), saying why it was or was not accepted. */
  check(id: string, answer: string, tier: ApiTier): V1AnswerCheckResponse {
    requireFeature(tier, 'answer_validation', this.config.publicUrl);
    const q = this.servable(id);
    return { questionId: q.id, ...checkAnswer(q, answer, this.source.knownAnswers(q.category)) };
  }

  private servable(id: string): QuestionEntity {
    const q = this.source.get(id);
    if (!q || !isServable(q)) throw unknownQuestion(id);
    return asPlayed(q);
  }

  private present(questions: readonly QuestionEntity[]): V1Question[] {
    const attributions = this.bank.attributionList().sources;
    return questions.map((q) => toV1Question(q, this.source.categoryName(q.category), attributions));
  }
}
