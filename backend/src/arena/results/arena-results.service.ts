import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { GameResults } from '@trivia/arena-engine';
import { type ArenaHistoryResponse, type ArenaLeaderboardResponse, ukDate } from '@trivia/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { displayName } from '../../identity';
import {
  type AnswerBatch,
  dropSkipped,
  insertAnswers,
  insertMatchStart,
  insertPlayers,
  type MatchStart,
} from './arena-result-rows';
import { eloUpdates, INITIAL_RATING, seasonOf } from './elo';

export type { MatchStart } from './arena-result-rows';

const userIdOf = (playerId: string) => (playerId.startsWith('user:') ? playerId.slice('user:'.length) : null);

/**
 * Stores Arena games: each revealed question's answers while the game runs (the room keeps only the open
 * question's), then once, at the end, players, scores and members' season ratings. Every write is idempotent:
 * a node that takes over a room may store the same things again.
 */
@Injectable()
export class ArenaResultsService {
  private readonly logger = new Logger(ArenaResultsService.name);

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** One revealed question's answers, under a match row made on first use (in progress: no `ended_at`). */
  async storeAnswers(matchId: string, match: MatchStart, batch: AnswerBatch): Promise<void> {
    if (batch.answers.length === 0) return;
    await this.dataSource.transaction(async (manager) => {
      await insertMatchStart(manager, matchId, match);
      await insertAnswers(manager, matchId, batch);
    });
  }

  /** The finished game: final standings and ratings, once (a second call finds the match ended and stops). */
  async store(matchId: string, results: GameResults): Promise<void> {
    if (results.standings.length === 0) return;
    const season = seasonOf(ukDate(new Date(results.endedAt)));
    await this.dataSource.transaction(async (manager) => {
      const finished: unknown[] = await manager.query(
        `INSERT INTO arena_matches (id, host_id, settings, completed, season, player_count, ended_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (id) DO UPDATE SET completed = $4, season = $5, player_count = $6, ended_at = $7
           WHERE arena_matches.ended_at IS NULL
         RETURNING id`,
        [
          matchId,
          results.hostId,
          JSON.stringify(results.settings),
          results.completed,
          season,
          results.standings.length,
          new Date(results.endedAt),
        ],
      );
      // Another node (or a retried effect) stored this game already.
      if (finished.length === 0) return;
      // A host-led session (a pub quiz, a team's session) is not a battle: it moves nobody's season rating.
      const ratings =
        results.completed && !results.settings.hostLed
          ? await this.rate(manager, results, season)
          : new Map<string, [number, number]>();
      await insertPlayers(manager, matchId, results, ratings);
      await dropSkipped(manager, matchId, results.skipped);
    });
    this.logger.log(`Stored Arena game ${matchId}: ${results.standings.length} players`);
  }

  /** Members only: guests have no rating. Returns player id → [before, after]. */
  private async rate(
    manager: EntityManager,
    results: GameResults,
    season: string,
  ): Promise<Map<string, [number, number]>> {
    const members = results.standings.filter((s) => !s.isGuest && userIdOf(s.playerId));
    if (members.length < 2) return new Map();
    const ids = members.map((s) => userIdOf(s.playerId)!);
    const rows: { user_id: string; rating: number }[] = await manager.query(
      `SELECT user_id::text, rating FROM arena_ratings WHERE season = $1 AND user_id::text = ANY($2) FOR UPDATE`,
      [season, ids],
    );
    const current = new Map(rows.map((row) => [row.user_id, row.rating]));
    const rated = members.map((s) => ({
      id: s.playerId,
      rank: s.rank,
      rating: current.get(userIdOf(s.playerId)!) ?? INITIAL_RATING,
    }));
    const updated = eloUpdates(rated);
    const changes = new Map<string, [number, number]>();
    for (const player of rated) {
      const after = Math.round(updated.get(player.id)!);
      changes.set(player.id, [player.rating, after]);
      await manager.query(
        `INSERT INTO arena_ratings (user_id, season, rating, games, wins) VALUES ($1, $2, $3, 1, $4)
         ON CONFLICT (user_id, season) DO UPDATE SET rating = $3, games = arena_ratings.games + 1,
           wins = arena_ratings.wins + $4, updated_at = now()`,
        [userIdOf(player.id), season, after, player.rank === 1 ? 1 : 0],
      );
    }
    return changes;
  }

  async history(userId: string): Promise<ArenaHistoryResponse> {
    const rows: {
      match_id: string;
      ended_at: Date;
      completed: boolean;
      player_count: number;
      rank: number;
      score: number;
      correct_count: number;
      question_count: number;
      rating_before: number | null;
      rating_after: number | null;
    }[] = await this.dataSource.query(
      `SELECT p.match_id, m.ended_at, m.completed, m.player_count, p.rank, p.score, p.correct_count,
              (m.settings->>'questionCount')::int AS question_count, p.rating_before, p.rating_after
         FROM arena_match_players p JOIN arena_matches m ON m.id = p.match_id
         WHERE p.user_id = $1 AND m.ended_at IS NOT NULL ORDER BY m.ended_at DESC LIMIT 50`,
      [userId],
    );
    return {
      matches: rows.map((r) => ({
        matchId: r.match_id,
        endedAt: new Date(r.ended_at).toISOString(),
        completed: r.completed,
        players: r.player_count,
        rank: r.rank,
        score: r.score,
        correctCount: r.correct_count,
        questionCount: r.question_count,
        ratingBefore: r.rating_before,
        ratingAfter: r.rating_after,
      })),
    };
  }

  async leaderboard(season: string | undefined, userId: string | null): Promise<ArenaLeaderboardResponse> {
    const which = season ?? seasonOf(ukDate(new Date()));
    const rows: { user_id: string; full_name: string; rating: number; games: number; wins: number }[] =
      await this.dataSource.query(
        `SELECT r.user_id, u.full_name, r.rating, r.games, r.wins FROM arena_ratings r JOIN users u ON u.id = r.user_id
       WHERE r.season = $1 ORDER BY r.rating DESC, r.games DESC, r.user_id LIMIT 50`,
        [which],
      );
    return {
      season: which,
      entries: rows.map((r, i) => ({
        rank: i + 1,
        name: displayName(r.full_name, `user:${r.user_id}`),
        rating: r.rating,
        games: r.games,
        wins: r.wins,
        isYou: r.user_id === userId,
      })),
    };
  }
}
