import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The question bank, daily quizzes, attempts and answers. */
export class DailyQuizzes1763800000000 implements MigrationInterface {
  name = 'DailyQuizzes1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE questions (
      id text PRIMARY KEY,
      type text NOT NULL CHECK (type IN ('multiple_choice', 'text')),
      category text NOT NULL,
      difficulty text NOT NULL CHECK (difficulty IN ('easy', 'medium', 'hard')),
      prompt text NOT NULL,
      answer text NOT NULL,
      aliases text[] NOT NULL DEFAULT '{}',
      options text[],
      explanation text,
      fact_key text NOT NULL,
      source text NOT NULL,
      as_of text NOT NULL,
      qc_passed boolean NOT NULL,
      qc_reasons text[] NOT NULL DEFAULT '{}',
      retired boolean NOT NULL DEFAULT false
    )`);
    await q.query(
      `CREATE INDEX questions_play_idx ON questions (type, category, difficulty) WHERE qc_passed AND NOT retired`,
    );
    await q.query(`CREATE TABLE content_versions (name text PRIMARY KEY, version text NOT NULL)`);
    await q.query(`CREATE TABLE daily_quizzes (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      quiz_date text NOT NULL,
      kind text NOT NULL CHECK (kind IN ('standard', 'mc')),
      question_ids text[] NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (quiz_date, kind)
    )`);
    await q.query(`CREATE TABLE daily_attempts (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      quiz_id uuid NOT NULL REFERENCES daily_quizzes(id),
      player_key text NOT NULL,
      user_id uuid REFERENCES users(id) ON DELETE CASCADE,
      ranked boolean NOT NULL,
      current_index integer NOT NULL DEFAULT 0,
      score integer NOT NULL DEFAULT 0,
      started_at timestamptz NOT NULL,
      finished_at timestamptz,
      elapsed_ms integer
    )`);
    await q.query(`CREATE UNIQUE INDEX daily_attempts_one_ranked ON daily_attempts (quiz_id, player_key) WHERE ranked`);
    await q.query(`CREATE INDEX daily_attempts_player_idx ON daily_attempts (player_key)`);
    await q.query(
      `CREATE INDEX daily_attempts_board_idx ON daily_attempts (quiz_id, score DESC, elapsed_ms) WHERE ranked AND finished_at IS NOT NULL`,
    );
    await q.query(`CREATE TABLE daily_answers (
      attempt_id uuid NOT NULL REFERENCES daily_attempts(id) ON DELETE CASCADE,
      question_index integer NOT NULL,
      question_id text NOT NULL REFERENCES questions(id),
      given text NOT NULL,
      correct boolean NOT NULL,
      answered_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (attempt_id, question_index)
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['daily_answers', 'daily_attempts', 'daily_quizzes', 'content_versions', 'questions']) {
      await q.query(`DROP TABLE IF EXISTS ${table}`);
    }
  }
}
