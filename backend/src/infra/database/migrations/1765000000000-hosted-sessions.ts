import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Host-led sessions (issue 13): a quiz master's room (its id is the Arena room's and the match's id), where its
 * questions came from, the host's re-marking of typed answers (the audit trail: who, when, what), each player's
 * team, and the report stored when the session ends.
 */
export class HostedSessions1765000000000 implements MigrationInterface {
  name = 'HostedSessions1765000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE hosted_sessions (
      id uuid PRIMARY KEY,
      host_user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      title text NOT NULL,
      source jsonb NOT NULL,
      settings jsonb NOT NULL,
      pin text NOT NULL,
      question_count integer NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      started_at timestamptz,
      ended_at timestamptz,
      report jsonb
    )`);
    await q.query(`CREATE INDEX hosted_sessions_host_idx ON hosted_sessions (host_user_id, created_at DESC)`);
    await q.query(`CREATE TABLE hosted_session_overrides (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      session_id uuid NOT NULL REFERENCES hosted_sessions(id) ON DELETE CASCADE,
      question_index integer NOT NULL,
      answer text NOT NULL,
      accepted boolean NOT NULL,
      player_ids text[] NOT NULL,
      by_user_id uuid NOT NULL,
      by_name text NOT NULL,
      at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX hosted_session_overrides_idx ON hosted_session_overrides (session_id, at)`);
    await q.query(`ALTER TABLE arena_match_players ADD COLUMN team_id text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE arena_match_players DROP COLUMN team_id`);
    await q.query(`DROP TABLE hosted_session_overrides`);
    await q.query(`DROP TABLE hosted_sessions`);
  }
}
