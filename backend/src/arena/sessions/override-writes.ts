import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ScoreChange } from '@trivia/arena-engine';
import type { DataSource, EntityManager } from 'typeorm';
import { type AnswerBatch, insertAnswers, insertMatchStart, type MatchStart } from '../results/arena-result-rows';
import type { MarkedAnswer, ReMarked } from './re-marking';

/** One re-marking as the host asked for it, with what the room knew when it was asked. */
export interface OverrideInput {
  sessionId: string;
  match: MatchStart;
  questionIndex: number;
  /** The question's answers the room revealed but has not heard are stored yet: written first, so none is missed. */
  unstored: AnswerBatch | null;
  answer: string;
  accept: boolean;
  /** The changes re-marking makes to the question's stored answers (`reMark` against the room's state). */
  changesFor: (answers: readonly MarkedAnswer[]) => ReMarked[];
  byUserId: string;
  byName: string;
}

/** What a re-marking wrote: the changes, the answers as they were (to put back), and its audit row. */
export interface OverrideWritten {
  changes: ReMarked[];
  before: MarkedAnswer[];
  auditId: string | null;
}

/**
 * A re-marking committed but not yet confirmed applied by its room (its node may have died in between): what the
 * room is sent again, under the same id, so the engine applies it once.
 */
export interface UnappliedOverride {
  id: string;
  questionIndex: number;
  answer: string;
  accepted: boolean;
  changes: ScoreChange[];
}

interface AnswerRow {
  player_id: string;
  choice: string;
  elapsed_ms: number;
  correct: boolean;
  speed_points: number;
  streak_bonus: number;
  points: number;
}

const toMarked = (row: AnswerRow): MarkedAnswer => ({
  playerId: row.player_id,
  choice: row.choice,
  elapsedMs: row.elapsed_ms,
  correct: row.correct,
  speedPoints: row.speed_points,
  streakBonus: row.streak_bonus,
  points: row.points,
});

/**
 * The database side of re-marking: in one transaction the question's stored answers are read (locked), the
 * changes worked out, the answers updated and the audit row (who, when, what, whom) written, so a re-marking is
 * either wholly recorded or not at all. The live scores follow from the engine's `adjustScores`.
 */
@Injectable()
export class OverrideWrites {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  write(input: OverrideInput): Promise<OverrideWritten> {
    return this.dataSource.transaction(async (manager) => {
      if (input.unstored) {
        await insertMatchStart(manager, input.sessionId, input.match);
        await insertAnswers(manager, input.sessionId, input.unstored);
      }
      const rows = await this.answersOf(manager, input.sessionId, input.questionIndex);
      const changes = input.changesFor(rows);
      if (changes.length === 0) return { changes, before: [], auditId: null };
      await this.mark(manager, input.sessionId, input.questionIndex, changes);
      const [audit]: { id: string }[] = await manager.query(
        `INSERT INTO hosted_session_overrides (session_id, question_index, answer, accepted, player_ids, by_user_id,
           by_name, changes)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
        [
          input.sessionId,
          input.questionIndex,
          input.answer,
          input.accept,
          changes.map((c) => c.playerId),
          input.byUserId,
          input.byName,
          JSON.stringify(changes.map(({ playerId, delta, correct, points }) => ({ playerId, delta, correct, points }))),
        ],
      );
      const changed = new Set(changes.map((c) => c.playerId));
      return { changes, before: rows.filter((r) => changed.has(r.playerId)), auditId: audit!.id };
    });
  }

  /**
   * Puts the answers back as they were and drops the audit row: the room refused the score changes (its game
   * ended between the check and the change), so nothing of the re-marking may stand.
   */
  async undo(sessionId: string, questionIndex: number, written: OverrideWritten): Promise<void> {
    if (!written.auditId) return;
    await this.dataSource.transaction(async (manager) => {
      await this.mark(manager, sessionId, questionIndex, written.before);
      await manager.query(`DELETE FROM hosted_session_overrides WHERE id = $1`, [written.auditId]);
    });
  }

  /** The room confirmed it applied the re-marking's score changes: nobody needs to send them again. */
  async applied(overrideId: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE hosted_session_overrides SET applied_at = now() WHERE id = $1 AND applied_at IS NULL`,
      [overrideId],
    );
  }

  /** The session's re-markings its room has not confirmed applying, oldest first (the order they were made). */
  async unapplied(sessionId: string): Promise<UnappliedOverride[]> {
    const rows: {
      id: string;
      question_index: number;
      answer: string;
      accepted: boolean;
      changes: ScoreChange[];
    }[] = await this.dataSource.query(
      `SELECT id, question_index, answer, accepted, changes FROM hosted_session_overrides
        WHERE session_id = $1 AND applied_at IS NULL ORDER BY at, id`,
      [sessionId],
    );
    return rows.map((r) => ({
      id: r.id,
      questionIndex: r.question_index,
      answer: r.answer,
      accepted: r.accepted,
      changes: r.changes,
    }));
  }

  private async answersOf(manager: EntityManager, matchId: string, questionIndex: number): Promise<MarkedAnswer[]> {
    const rows: AnswerRow[] = await manager.query(
      `SELECT player_id, choice, elapsed_ms, correct, speed_points, streak_bonus, points FROM arena_answers
        WHERE match_id = $1 AND question_index = $2 ORDER BY received_at, player_id FOR UPDATE`,
      [matchId, questionIndex],
    );
    return rows.map(toMarked);
  }

  /** Sets each listed answer's marking and points, in one statement. */
  private async mark(
    manager: EntityManager,
    matchId: string,
    questionIndex: number,
    answers: readonly Omit<MarkedAnswer, 'choice' | 'elapsedMs'>[],
  ): Promise<void> {
    await manager.query(
      `UPDATE arena_answers a
          SET correct = v.correct, speed_points = v.speed_points, streak_bonus = v.streak_bonus, points = v.points
         FROM unnest($3::text[], $4::boolean[], $5::int[], $6::int[], $7::int[])
           AS v(player_id, correct, speed_points, streak_bonus, points)
        WHERE a.match_id = $1 AND a.question_index = $2 AND a.player_id = v.player_id`,
      [
        matchId,
        questionIndex,
        answers.map((a) => a.playerId),
        answers.map((a) => a.correct),
        answers.map((a) => a.speedPoints),
        answers.map((a) => a.streakBonus),
        answers.map((a) => a.points),
      ],
    );
  }
}
