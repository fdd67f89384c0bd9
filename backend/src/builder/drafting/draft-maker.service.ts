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
import { QuestionSourceService } from '../../question-bank/question-source.service';
import { drawDraft } from './draft-draw';
import { planDraft } from './draft-plan';
import { drawSwap, type SwapAsk } from './draft-swap';

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
   * Another bank question like the one asked about, new to the draft as the editor holds it (see drawSwap) and, as
   * the draft was drawn, to the member's last `avoidRecent` quizzes.
   */
  async swap(userId: string, avoidRecent: number, ask: SwapAsk): Promise<BuilderQuestion> {
    const recent = await this.recentFacts(userId, avoidRecent);
    return drawSwap(ask, this.source, { seed: randomUUID(), ...recent });
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
