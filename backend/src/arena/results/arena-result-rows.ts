import { type AnswerRecord, choiceText, type GameResults } from '@trivia/arena-engine';
import { ukDate } from '@trivia/contracts';
import type { EntityManager } from 'typeorm';
import { seasonOf } from './elo';

/** One revealed question's answers, as the engine hands them over (its `storeAnswers` effect). */
export interface AnswerBatch {
  questionIndex: number;
  questionId: string;
  answers: AnswerRecord[];
}

/** Rows per INSERT: PostgreSQL takes at most 65,535 parameters in one statement. */
const ROWS_PER_INSERT = 400;
const userIdOf = (playerId: string) => (playerId.startsWith('user:') ? playerId.slice('user:'.length) : null);

/** `($1, $2, …), ($n+1, …)`: the VALUES of a multi-row insert of `rows` rows of `width` columns. */
function placeholders(rows: number, width: number): string {
  return Array.from(
    { length: rows },
    (_, r) => `(${Array.from({ length: width }, (_, c) => `$${r * width + c + 1}`).join(', ')})`,
  ).join(', ');
}

/** What a match row needs before the game ends: answers are stored under it question by question. */
export interface MatchStart {
  hostId: string;
  settings: GameResults['settings'];
  startedAt: number;
}

/** The match row answers are stored under, made on first use (in progress: no `ended_at`). Idempotent. */
export async function insertMatchStart(manager: EntityManager, matchId: string, match: MatchStart): Promise<void> {
  await manager.query(
    `INSERT INTO arena_matches (id, host_id, settings, completed, season, player_count, ended_at)
     VALUES ($1, $2, $3, false, $4, 0, NULL) ON CONFLICT (id) DO NOTHING`,
    [matchId, match.hostId, JSON.stringify(match.settings), seasonOf(ukDate(new Date(match.startedAt)))],
  );
}

/** Idempotent: a node that took the room over may store a question's answers again. */
export async function insertAnswers(manager: EntityManager, matchId: string, batch: AnswerBatch): Promise<void> {
  for (let from = 0; from < batch.answers.length; from += ROWS_PER_INSERT) {
    const slice = batch.answers.slice(from, from + ROWS_PER_INSERT);
    const values = slice.flatMap((a) => [
      matchId,
      a.playerId,
      batch.questionIndex,
      batch.questionId,
      // The engine's text form: "2", the typed text, an order's JSON "[2,0,1]", an estimate's number.
      choiceText(a.choice),
      new Date(a.receivedAt),
      a.elapsedMs,
      a.correct,
      a.speedPoints,
      a.streakBonus,
      a.points,
    ]);
    await manager.query(
      `INSERT INTO arena_answers (match_id, player_id, question_index, question_id, choice, received_at, elapsed_ms,
         correct, speed_points, streak_bonus, points)
       VALUES ${placeholders(slice.length, 11)} ON CONFLICT (match_id, player_id, question_index) DO NOTHING`,
      values,
    );
  }
}

/** The final standings, one row per player, with their team and members' rating change (id → [before, after]). */
export async function insertPlayers(
  manager: EntityManager,
  matchId: string,
  results: GameResults,
  ratings: Map<string, [number, number]>,
): Promise<void> {
  for (let from = 0; from < results.standings.length; from += ROWS_PER_INSERT) {
    const slice = results.standings.slice(from, from + ROWS_PER_INSERT);
    const values = slice.flatMap((s) => {
      const [before, after] = ratings.get(s.playerId) ?? [null, null];
      return [
        matchId,
        s.playerId,
        userIdOf(s.playerId),
        s.nickname,
        s.isGuest,
        s.score,
        s.rank,
        s.correctCount,
        before,
        after,
        s.teamId,
      ];
    });
    // user_id only when that member still exists (a deleted account's games stay, anonymous).
    await manager.query(
      `INSERT INTO arena_match_players (match_id, player_id, user_id, nickname, is_guest, score, rank, correct_count,
         rating_before, rating_after, team_id)
       SELECT v.match_id::uuid, v.player_id, u.id, v.nickname, v.is_guest::boolean, v.score::int, v.rank::int,
              v.correct_count::int, v.rating_before::int, v.rating_after::int, v.team_id
         FROM (VALUES ${placeholders(slice.length, 11)})
           AS v(match_id, player_id, user_id, nickname, is_guest, score, rank, correct_count, rating_before, rating_after,
                team_id)
         LEFT JOIN users u ON u.id::text = v.user_id
       ON CONFLICT (match_id, player_id) DO NOTHING`,
      values,
    );
  }
}

/**
 * A question the host skipped is void: answers stored at its reveal (a skip of a just-revealed question) go, so
 * every player's stored answers still add up to their score.
 */
export async function dropSkipped(manager: EntityManager, matchId: string, skipped: readonly number[]): Promise<void> {
  if (skipped.length === 0) return;
  await manager.query(`DELETE FROM arena_answers WHERE match_id = $1 AND question_index = ANY($2::int[])`, [
    matchId,
    [...skipped],
  ]);
}
