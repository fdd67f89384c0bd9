import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Catalogue search at 10,000 quizzes (issue 12): keep the quizzes heap to the columns search, sort and facets
 * read, so a scan of it is a scan of small rows.
 * - A row over 512 bytes has its long values (search_text, the `search` tsvector, rounds, fact_keys) moved to the
 *   TOAST table, instead of only once it is over 2 kB (about seven quizzes to a page before, about eighteen now).
 * - categories stay in the row whatever its size: every facet count unnests them.
 * Existing rows are stored again under these settings (the update regenerates `search` from search_text).
 */
export class CatalogueSearchStorage1764920000000 implements MigrationInterface {
  name = 'CatalogueSearchStorage1764920000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE quizzes SET (toast_tuple_target = 512)`);
    await q.query(`ALTER TABLE quizzes ALTER COLUMN categories SET STORAGE PLAIN`);
    await q.query(`UPDATE quizzes SET search_text = search_text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE quizzes ALTER COLUMN categories SET STORAGE EXTENDED`);
    await q.query(`ALTER TABLE quizzes RESET (toast_tuple_target)`);
  }
}
