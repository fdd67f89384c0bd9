import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type Library, PACK_FILE_TYPES, type PackFileType } from '@trivia/contracts';
import type { DataSource } from 'typeorm';
import { AppException } from '../../common/app-exception';
import { type QuizSummaryRow, SUMMARY_COLUMNS, toSummary } from '../quizzes/quiz-summary';

type LibraryRow = QuizSummaryRow & {
  saved_at: Date | null;
  last_downloaded_at: Date | null;
  downloaded_types: PackFileType[] | null;
};

/** A member's library: the quizzes they saved and the ones they downloaded, most recently touched first. */
@Injectable()
export class LibraryService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async library(userId: string): Promise<Library> {
    const rows: LibraryRow[] = await this.dataSource.query(
      // The summary's columns are the quiz's own: no joined table has a column of those names.
      `SELECT ${SUMMARY_COLUMNS}, s.saved_at, d.last_downloaded_at, d.downloaded_types
         FROM quizzes q
         LEFT JOIN saved_quizzes s ON s.quiz_id = q.id AND s.user_id = $1
         LEFT JOIN (SELECT quiz_id, max(created_at) AS last_downloaded_at,
                           array_agg(DISTINCT file_type) AS downloaded_types
                      FROM quiz_downloads WHERE user_id = $1 GROUP BY quiz_id) d ON d.quiz_id = q.id
        WHERE s.quiz_id IS NOT NULL OR d.quiz_id IS NOT NULL
        ORDER BY greatest(s.saved_at, d.last_downloaded_at) DESC, q.id`,
      [userId],
    );
    return {
      items: rows.map((row) => ({
        quiz: toSummary(row),
        savedAt: row.saved_at ? new Date(row.saved_at).toISOString() : null,
        lastDownloadedAt: row.last_downloaded_at ? new Date(row.last_downloaded_at).toISOString() : null,
        downloadedTypes: PACK_FILE_TYPES.filter((type) => row.downloaded_types?.includes(type)),
      })),
    };
  }

  /** Saving twice keeps the first save. */
  async save(userId: string, slug: string): Promise<void> {
    const quizId = await this.quizId(slug);
    await this.dataSource.query(`INSERT INTO saved_quizzes (user_id, quiz_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [
      userId,
      quizId,
    ]);
  }

  async unsave(userId: string, slug: string): Promise<void> {
    const quizId = await this.quizId(slug);
    await this.dataSource.query(`DELETE FROM saved_quizzes WHERE user_id = $1 AND quiz_id = $2`, [userId, quizId]);
  }

  private async quizId(slug: string): Promise<string> {
    const [row]: { id: string }[] = await this.dataSource.query(`SELECT id FROM quizzes WHERE slug = $1`, [slug]);
    if (!row) throw new AppException('RES_001', 'No such quiz');
    return row.id;
  }
}
