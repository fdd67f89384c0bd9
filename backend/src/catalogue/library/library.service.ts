import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type BuiltQuiz, type Library, PACK_FILE_LABELS, PACK_FILE_TYPES, type PackFileType } from '@trivia/contracts';
import type { DataSource } from 'typeorm';
import { AppException } from '../../common/app-exception';
import { type QuizSummaryRow, SUMMARY_COLUMNS, toSummary } from '../quizzes/quiz-summary';

type LibraryRow = QuizSummaryRow & {
  saved_at: Date | null;
  last_downloaded_at: Date | null;
  downloaded_types: PackFileType[] | null;
};

const downloadedTypes = (types: PackFileType[] | null) => PACK_FILE_TYPES.filter((type) => types?.includes(type));

/**
 * A member's library: the quizzes they saved and the ones they downloaded, most recently touched first, and the
 * quizzes they built.
 */
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
        WHERE (s.quiz_id IS NOT NULL OR d.quiz_id IS NOT NULL) AND q.owner_id IS NULL
        ORDER BY greatest(s.saved_at, d.last_downloaded_at) DESC, q.id`,
      [userId],
    );
    return {
      items: rows.map((row) => ({
        quiz: toSummary(row),
        savedAt: row.saved_at ? new Date(row.saved_at).toISOString() : null,
        lastDownloadedAt: row.last_downloaded_at ? new Date(row.last_downloaded_at).toISOString() : null,
        downloadedTypes: downloadedTypes(row.downloaded_types),
      })),
      built: await this.built(userId),
    };
  }

  /** The member's own builder quizzes, most recently saved first (a save stamps `published_at`). */
  private async built(userId: string): Promise<BuiltQuiz[]> {
    const rows: (QuizSummaryRow & { question_count: number; downloaded_types: PackFileType[] | null })[] =
      await this.dataSource.query(
        `SELECT ${SUMMARY_COLUMNS},
                (SELECT coalesce(sum(jsonb_array_length(r -> 'questionIds')), 0)::int
                   FROM jsonb_array_elements(q.rounds) r) AS question_count,
                (SELECT array_agg(DISTINCT file_type) FROM quiz_downloads d
                  WHERE d.quiz_id = q.id AND d.user_id = $1) AS downloaded_types
           FROM quizzes q
          WHERE q.owner_id = $1
          ORDER BY q.published_at DESC, q.id`,
        [userId],
      );
    return rows.map((row) => ({
      quiz: toSummary(row),
      questionCount: row.question_count,
      savedAt: new Date(row.published_at).toISOString(),
      downloadedTypes: downloadedTypes(row.downloaded_types),
      files: PACK_FILE_TYPES.map((type) => ({
        type,
        label: PACK_FILE_LABELS[type],
        url: `/api/quizzes/${row.slug}/files/${type}`,
      })),
    }));
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
    // Saving is for catalogue quizzes: a builder quiz is in its owner's library already, and nobody else's.
    const [row]: { id: string }[] = await this.dataSource.query(
      `SELECT id FROM quizzes WHERE slug = $1 AND owner_id IS NULL`,
      [slug],
    );
    if (!row) throw new AppException('RES_001', 'No such quiz');
    return row.id;
  }
}
