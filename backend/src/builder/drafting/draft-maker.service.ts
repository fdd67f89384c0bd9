import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ARCHETYPES,
  type BuilderContent,
  type BuilderDraftSettings,
  type BuilderQuestion,
  type QuizLength,
} from '@trivia/contracts';
import type { DataSource } from 'typeorm';
import { recipeAt } from '../../catalogue';
import { AppException } from '../../common/app-exception';
import { QuestionSourceService } from '../../question-bank/question-source.service';
import { drawDraft, toBuilderQuestion } from './draft-draw';
import { planDraft } from './draft-plan';

/** A new draft's title when the member gives none. */
export const defaultDraftTitle = (settings: Pick<BuilderDraftSettings, 'archetype'>) =>
  `My ${ARCHETYPES[settings.archetype].name}`;

/** Draws drafts and swaps from the bank, through the one QuestionSource. */
@Injectable()
export class DraftMakerService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly source: QuestionSourceService,
  ) {}

  /** A new draft's content: QUIZ_002 naming the round the bank cannot fill with these settings. */
  async draw(userId: string, settings: BuilderDraftSettings): Promise<BuilderContent> {
    const recent = await this.recentFacts(userId, settings.avoidRecent);
    const recipe = recipeAt(settings.archetype, settings.length as QuizLength);
    const plan = planDraft(settings, recipe.rounds, (category) => this.source.categoryName(category));
    const rounds = drawDraft(plan, this.source, { seed: randomUUID(), ...recent });
    return { title: settings.title ?? defaultDraftTitle(settings), rounds };
  }

  /**
   * Another bank question of the same type, category and level as `questionId`, whose fact is not in the draft
   * nor among the questions the member swapped away (`exclude`); QUIZ_002 when the bank has none left.
   */
  swap(content: BuilderContent, questionId: string, exclude: readonly string[]): BuilderQuestion {
    const all = content.rounds.flatMap((round) => round.questions);
    const target = all.find((q) => q.id === questionId);
    if (!target) throw new AppException('RES_001', 'That question is not in this draft');
    const facts = new Set<string>();
    const answers: string[] = [];
    for (const id of [...all.map((q) => q.id), ...exclude]) {
      const bank = this.source.get(id);
      if (bank) facts.add(bank.factKey);
    }
    for (const q of all) if (q.type !== 'true_false') answers.push(q.answer);
    const [found] = this.source.tryDraw({
      count: 1,
      types: [target.type],
      categories: [target.category],
      difficulty: target.difficulty,
      seed: randomUUID(),
      excludeFacts: facts,
      excludeAnswers: answers,
      ...(target.media ? { media: target.media.kind } : {}),
    });
    // The bank gives a neighbouring level only when the wanted one has nothing left: that is not a like-for-like swap.
    if (!found || found.difficulty !== target.difficulty) {
      const name = this.source.categoryName(target.category);
      throw new AppException('QUIZ_002', `No other ${target.difficulty} ${name} question is left to swap in.`);
    }
    return toBuilderQuestion(found);
  }

  /** The facts of the member's last `count` saved quizzes, and how many quizzes they came from. */
  private async recentFacts(userId: string, count: number) {
    if (count === 0) return { recentFacts: new Set<string>(), recentQuizzes: 0 };
    const rows: { fact_keys: string[] }[] = await this.dataSource.query(
      `SELECT fact_keys FROM quizzes WHERE owner_id = $1 ORDER BY published_at DESC, id LIMIT $2`,
      [userId, count],
    );
    return { recentFacts: new Set(rows.flatMap((row) => row.fact_keys)), recentQuizzes: rows.length };
  }
}
