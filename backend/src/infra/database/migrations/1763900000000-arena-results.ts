import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Finished Arena games: players, scores, every answer, and season ratings for members. */
export class ArenaResults1763900000000 implements MigrationInterface {
  name = 'ArenaResults1763900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE arena_matches (
      id uuid PRIMARY KEY,
      host_id text NOT NULL,
      settings jsonb NOT NULL,
      completed boolean NOT NULL,
      season text NOT NULL,
      player_count integer NOT NULL,
      ended_at timestamptz NOT NULL
    )`);
    await q.query(`CREATE TABLE arena_match_players (
      match_id uuid NOT NULL REFERENCES arena_matches(id) ON DELETE CASCADE,
      player_id text NOT NULL,
      user_id uuid REFERENCES users(id) ON DELETE SET NULL,
      nickname text NOT NULL,
      is_guest boolean NOT NULL,
      score integer NOT NULL CHECK (score >= 0),
      rank integer NOT NULL,
      correct_count integer NOT NULL,
      rating_before integer,
      rating_after integer,
      PRIMARY KEY (match_id, player_id)
    )`);
    await q.query(`CREATE INDEX arena_match_players_user_idx ON arena_match_players (user_id)`);
    await q.query(`CREATE TABLE arena_answers (
      match_id uuid NOT NULL REFERENCES arena_matches(id) ON DELETE CASCADE,
      player_id text NOT NULL,
      question_index integer NOT NULL,
      question_id text NOT NULL,
      choice text NOT NULL,
      received_at timestamptz NOT NULL,
      elapsed_ms integer NOT NULL,
      correct boolean NOT NULL,
      speed_points integer NOT NULL,
      streak_bonus integer NOT NULL,
      points integer NOT NULL CHECK (points >= 0),
      PRIMARY KEY (match_id, player_id, question_index)
    )`);
    await q.query(`CREATE TABLE arena_ratings (
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      season text NOT NULL,
      rating integer NOT NULL,
      games integer NOT NULL DEFAULT 0,
      wins integer NOT NULL DEFAULT 0,
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, season)
    )`);
    await q.query(`CREATE INDEX arena_ratings_board_idx ON arena_ratings (season, rating DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['arena_ratings', 'arena_answers', 'arena_match_players', 'arena_matches']) {
      await q.query(`DROP TABLE IF EXISTS ${table}`);
    }
  }
}
