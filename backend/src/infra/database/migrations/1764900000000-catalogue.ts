import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The catalogue (issue 12).
 * - quizzes: a published quiz; its rounds name bank questions by id (the bank keeps retired questions, so a quiz
 *   never loses one), `fact_keys` for the 90-day no-repeat rule, `search_text` written by the app (title,
 *   description, round titles, categories, question prompts) and a generated tsvector over it for full-text
 *   search (works on embedded PGlite too). A scheduled release fills (release_date, release_slot) once.
 * - quiz_files: the built pack files in file storage, by content hash (the same quiz gives the same bytes).
 * - quiz_downloads: every download, for the library, "popular" and the analytics feed.
 * - saved_quizzes: quizzes a member saved to their library.
 */
export class Catalogue1764900000000 implements MigrationInterface {
  name = 'Catalogue1764900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE quizzes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
        title text NOT NULL,
        description text NOT NULL,
        archetype text NOT NULL,
        difficulty text NOT NULL CHECK (difficulty IN ('easy', 'medium', 'hard', 'mixed')),
        length integer NOT NULL CHECK (length IN (30, 50, 70)),
        audience text NOT NULL CHECK (audience IN ('pub', 'classroom', 'corporate', 'family')),
        season text CHECK (season IN ('halloween', 'bonfire-night', 'christmas')),
        categories text[] NOT NULL DEFAULT '{}',
        rounds jsonb NOT NULL,
        fact_keys text[] NOT NULL DEFAULT '{}',
        bank_version text NOT NULL,
        published_at timestamptz NOT NULL,
        release_date date,
        release_slot integer,
        downloads integer NOT NULL DEFAULT 0,
        search_text text NOT NULL DEFAULT '',
        search tsvector GENERATED ALWAYS AS (to_tsvector('english', search_text)) STORED,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (release_date, release_slot)
      )`);
    await q.query(`CREATE INDEX quizzes_search_idx ON quizzes USING GIN (search)`);
    await q.query(`CREATE INDEX quizzes_published_idx ON quizzes (published_at DESC)`);
    await q.query(`CREATE INDEX quizzes_popular_idx ON quizzes (downloads DESC, published_at DESC)`);
    await q.query(`CREATE INDEX quizzes_archetype_idx ON quizzes (archetype, published_at DESC)`);
    await q.query(`CREATE INDEX quizzes_categories_idx ON quizzes USING GIN (categories)`);
    await q.query(`
      CREATE TABLE quiz_files (
        quiz_id uuid NOT NULL REFERENCES quizzes(id) ON DELETE CASCADE,
        file_type text NOT NULL CHECK (file_type IN ('host-sheet', 'answers', 'answer-sheet', 'csv')),
        storage_key text NOT NULL,
        sha256 text NOT NULL,
        size integer NOT NULL,
        built_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (quiz_id, file_type)
      )`);
    await q.query(`
      CREATE TABLE quiz_downloads (
        id bigserial PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        quiz_id uuid NOT NULL REFERENCES quizzes(id) ON DELETE CASCADE,
        file_type text NOT NULL CHECK (file_type IN ('host-sheet', 'answers', 'answer-sheet', 'csv')),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX quiz_downloads_user_idx ON quiz_downloads (user_id, created_at DESC)`);
    await q.query(`CREATE INDEX quiz_downloads_quiz_idx ON quiz_downloads (quiz_id)`);
    await q.query(`
      CREATE TABLE saved_quizzes (
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        quiz_id uuid NOT NULL REFERENCES quizzes(id) ON DELETE CASCADE,
        saved_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, quiz_id)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE saved_quizzes`);
    await q.query(`DROP TABLE quiz_downloads`);
    await q.query(`DROP TABLE quiz_files`);
    await q.query(`DROP TABLE quizzes`);
  }
}
