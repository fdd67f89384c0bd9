import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { PACK_FILE_LABELS, PACK_FILE_TYPES, type previewQuestionSchema, type QuizDetail } from '@trivia/contracts';
import type { DataSource } from 'typeorm';
import type { z } from 'zod';
import { AppException } from '../../common/app-exception';
import { isMember, type Principal } from '../../identity';
import type { QuestionEntity } from '../../question-bank/question.entity';
import { QuestionSourceService } from '../../question-bank/question-source.service';
import type { StoredRound } from './quiz.entity';
import { type QuizSummaryRow, SUMMARY_COLUMNS, toSummary } from './quiz-summary';

/** What a picture question carries, once the bank has pictures. */
type WithMedia = QuestionEntity & { media?: { kind: string; code: string } | null };

/** A flag's picture, served by the packs' flag route. */
export const flagImageUrl = (code: string) => `/api/catalogue/flags/${code}.svg`;

/**
 * GET /api/quizzes/:slug: what is in a quiz, round one free to preview with its answers, and its files. A member's
 * own builder quiz has no catalogue page (it is private): its owner reaches it from the library and the builder.
 */
@Injectable()
export class QuizDetailService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly source: QuestionSourceService,
  ) {}

  async detail(slug: string, principal: Principal): Promise<QuizDetail> {
    const [row]: (QuizSummaryRow & { description: string; rounds: StoredRound[] })[] = await this.dataSource.query(
      `SELECT ${SUMMARY_COLUMNS}, description, rounds FROM quizzes WHERE slug = $1 AND owner_id IS NULL`,
      [slug],
    );
    if (!row) throw new AppException('RES_001', 'No such quiz');
    return {
      ...toSummary(row),
      description: row.description,
      rounds: row.rounds.map((round, index) => {
        const questions = round.questionIds.map((id) => this.source.get(id)).filter((q) => q !== undefined);
        return {
          title: round.title,
          questionCount: round.questionIds.length,
          categories: [...new Set(questions.map((q) => q.category))],
          preview: index === 0 ? questions.map((q, at) => preview(q, at + 1)) : null,
        };
      }),
      files: PACK_FILE_TYPES.map((type) => ({
        type,
        label: PACK_FILE_LABELS[type],
        url: `/api/quizzes/${row.slug}/files/${type}`,
      })),
      saved: isMember(principal) ? await this.isSaved(principal.userId, row.id) : false,
    };
  }

  private async isSaved(userId: string, quizId: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM saved_quizzes WHERE user_id = $1 AND quiz_id = $2`,
      [userId, quizId],
    );
    return rows.length > 0;
  }
}

function preview(q: WithMedia, number: number): z.infer<typeof previewQuestionSchema> {
  return {
    number,
    prompt: q.prompt,
    answer: q.answer,
    options: q.options,
    imageUrl: q.media?.kind === 'flag' ? flagImageUrl(q.media.code) : null,
  };
}
