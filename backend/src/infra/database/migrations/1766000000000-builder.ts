import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The custom quiz builder (issue 14).
 * - quizzes.owner_id: a quiz a member built is a quizzes row like a catalogue one (the same pack pipeline builds
 *   its files) but private: every catalogue read (search, pages, releases, the free sample) keeps to rows
 *   without an owner.
 * - custom_questions: a built quiz's own questions and edited bank questions, private to the quiz's owner; its
 *   rounds name them as `custom:<id>` beside plain bank ids. Replaced whole on every save of the quiz.
 * - builder_drafts: what a member is editing, autosaved whole with a version for optimistic concurrency; the
 *   saved quiz it became (or edits), at most one draft per quiz.
 */
export class Builder1766000000000 implements MigrationInterface {
  name = 'Builder1766000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE quizzes ADD COLUMN owner_id uuid REFERENCES users(id) ON DELETE CASCADE`);
    await q.query(`CREATE INDEX quizzes_owner_idx ON quizzes (owner_id, published_at DESC) WHERE owner_id IS NOT NULL`);
    await q.query(`
      CREATE TABLE custom_questions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        quiz_id uuid NOT NULL REFERENCES quizzes(id) ON DELETE CASCADE,
        owner_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        draft_question_id text NOT NULL,
        based_on text,
        type text NOT NULL CHECK (type IN ('text', 'multiple_choice', 'true_false')),
        category text NOT NULL,
        difficulty text NOT NULL CHECK (difficulty IN ('easy', 'medium', 'hard')),
        prompt text NOT NULL,
        answer text NOT NULL,
        aliases text[] NOT NULL DEFAULT '{}',
        options text[],
        source text,
        as_of text,
        media jsonb,
        fact_key text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (quiz_id, draft_question_id)
      )`);
    await q.query(`
      CREATE TABLE builder_drafts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        owner_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        settings jsonb NOT NULL,
        content jsonb NOT NULL,
        version integer NOT NULL DEFAULT 0,
        quiz_id uuid UNIQUE REFERENCES quizzes(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX builder_drafts_owner_idx ON builder_drafts (owner_id, updated_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE builder_drafts`);
    await q.query(`DROP TABLE custom_questions`);
    await q.query(`DELETE FROM quizzes WHERE owner_id IS NOT NULL`);
    await q.query(`ALTER TABLE quizzes DROP COLUMN owner_id`);
  }
}
