import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type AdminBankStats, QUIZ_SEASONS, type QuizSeason } from '@trivia/contracts';
import type { DataSource } from 'typeorm';
import { QuestionBankService } from '../../question-bank/question-bank.service';
import { BANK_QUESTION_TYPES } from '../../question-bank/question.entity';

/** The question bank for admins, from the bank this node already holds in memory (nothing is loaded again). */
@Injectable()
export class AdminBankStatsService {
  constructor(
    private readonly bank: QuestionBankService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async stats(): Promise<AdminBankStats> {
    const bySeason = Object.fromEntries(QUIZ_SEASONS.map((s) => [s, 0])) as Record<QuizSeason, number>;
    for (const type of BANK_QUESTION_TYPES) {
      for (const question of this.bank.playable(type)) {
        for (const season of question.seasons ?? []) bySeason[season] += 1;
      }
    }
    return { stats: this.bank.stats(), bySeason, version: await this.version() };
  }

  /**
   * The version the seed recorded. QuestionBankService does not expose it yet, so this one read of its
   * content_versions row stands in until it does (the question-bank domain owns that table).
   */
  private async version(): Promise<string | null> {
    const rows: { version: string }[] = await this.dataSource.query(
      `SELECT version FROM content_versions WHERE name = 'question-bank'`,
    );
    return rows[0]?.version ?? null;
  }
}
