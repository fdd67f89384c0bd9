import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type ArenaReport,
  arenaReportSchema,
  arenaSettingsSchema,
  type HostedSessionStatus,
  type HostedSessionSummary,
} from '@trivia/contracts';
import type { DataSource } from 'typeorm';
import { displayName, memberPlayerKey } from '../../identity';
import { type PlayedGame, playedGameSchema } from './played-game';
import type { ReportInput } from './report-input';

/** A hosted session as the report's routes and job need it, its host and its game's outcome joined. */
export interface SessionRow {
  id: string;
  hostUserId: string;
  /** As others see the host: "Quinn H.". */
  hostName: string;
  hostFullName: string;
  hostEmail: string;
  title: string;
  pin: string;
  questionCount: number;
  createdAt: Date;
  startedAt: Date | null;
  /** The session's end, or its game's when only the game recorded it. */
  endedAt: Date | null;
  played: PlayedGame | null;
  report: ArenaReport | null;
  reportMailedAt: Date | null;
  /** The stored game: null until its first answers or its end are stored. */
  match: { completed: boolean; playerCount: number; ended: boolean } | null;
}

interface RawSession {
  id: string;
  host_user_id: string;
  full_name: string;
  email: string;
  title: string;
  pin: string;
  question_count: number;
  created_at: Date;
  started_at: Date | null;
  ended_at: Date | null;
  played: unknown;
  report: unknown;
  report_mailed_at: Date | null;
  match_id: string | null;
  completed: boolean | null;
  player_count: number | null;
  match_ended_at: Date | null;
}

const SESSION_SELECT = `
  SELECT s.id, s.host_user_id, u.full_name, u.email, s.title, s.pin, s.question_count, s.created_at, s.started_at,
         s.ended_at, s.played, s.report, s.report_mailed_at, m.id AS match_id, m.completed, m.player_count,
         m.ended_at AS match_ended_at
    FROM hosted_sessions s
    JOIN users u ON u.id = s.host_user_id
    LEFT JOIN arena_matches m ON m.id = s.id`;

/** How many of a host's sessions the library lists. */
export const SESSIONS_LISTED = 100;

function toRow(raw: RawSession): SessionRow {
  const played = raw.played === null ? null : playedGameSchema.safeParse(raw.played);
  const report = raw.report === null ? null : arenaReportSchema.safeParse(raw.report);
  return {
    id: raw.id,
    hostUserId: raw.host_user_id,
    hostName: displayName(raw.full_name, memberPlayerKey(raw.host_user_id)),
    hostFullName: raw.full_name,
    hostEmail: raw.email,
    title: raw.title,
    pin: raw.pin,
    questionCount: raw.question_count,
    createdAt: new Date(raw.created_at),
    startedAt: raw.started_at ? new Date(raw.started_at) : null,
    endedAt: raw.ended_at ? new Date(raw.ended_at) : raw.match_ended_at ? new Date(raw.match_ended_at) : null,
    // A stored value of an older shape is treated as absent: the report is then rebuilt from the rows.
    played: played?.success ? played.data : null,
    report: report?.success ? report.data : null,
    reportMailedAt: raw.report_mailed_at ? new Date(raw.report_mailed_at) : null,
    match: raw.match_id
      ? { completed: raw.completed === true, playerCount: raw.player_count ?? 0, ended: raw.match_ended_at !== null }
      : null,
  };
}

export function sessionStatus(row: SessionRow): HostedSessionStatus {
  if (row.report) return 'ready';
  if (row.endedAt || row.match?.ended) return row.match?.ended && row.match.playerCount > 0 ? 'preparing' : 'empty';
  return row.startedAt || row.match ? 'live' : 'waiting';
}

export function sessionSummary(row: SessionRow): HostedSessionSummary {
  const status = sessionStatus(row);
  const over = status === 'ready' || status === 'preparing' || status === 'empty';
  return {
    id: row.id,
    title: row.title,
    status,
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    endedAt: row.endedAt?.toISOString() ?? null,
    questionCount: row.questionCount,
    playerCount: row.match?.ended ? row.match.playerCount : null,
    completed: row.match?.ended ? row.match.completed : null,
    presentUrl: over ? null : `/arena/present/${row.pin}`,
  };
}

/** Reads and writes of hosted sessions for their reports. */
@Injectable()
export class SessionReportRows {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async session(id: string): Promise<SessionRow | null> {
    const [raw]: RawSession[] = await this.dataSource.query(`${SESSION_SELECT} WHERE s.id = $1`, [id]);
    return raw ? toRow(raw) : null;
  }

  async hostedBy(userId: string): Promise<SessionRow[]> {
    const rows: RawSession[] = await this.dataSource.query(
      `${SESSION_SELECT} WHERE s.host_user_id = $1 ORDER BY s.created_at DESC, s.id LIMIT ${SESSIONS_LISTED}`,
      [userId],
    );
    return rows.map(toRow);
  }

  /** The game is over: keeps what only the room knew and the end time (the first write wins; safe to repeat). */
  async markOver(id: string, played: PlayedGame | null, endedAt: Date): Promise<boolean> {
    const [rows]: [unknown[], number] = await this.dataSource.query(
      `UPDATE hosted_sessions SET played = COALESCE(played, $2::jsonb), ended_at = COALESCE(ended_at, $3)
        WHERE id = $1 RETURNING id`,
      [id, played ? JSON.stringify(played) : null, endedAt],
    );
    return rows.length > 0;
  }

  /** A player's final standing in the session's game, by member. */
  async isPlayer(sessionId: string, userId: string): Promise<string | null> {
    const [row]: { player_id: string }[] = await this.dataSource.query(
      `SELECT player_id FROM arena_match_players WHERE match_id = $1 AND user_id = $2`,
      [sessionId, userId],
    );
    return row?.player_id ?? null;
  }

  /** Everything the builder needs, or null when the game has not ended with players. */
  async reportInput(row: SessionRow, played: PlayedGame): Promise<ReportInput | null> {
    const [match]: { completed: boolean; settings: unknown; ended_at: Date }[] = await this.dataSource.query(
      `SELECT completed, settings, ended_at FROM arena_matches WHERE id = $1 AND ended_at IS NOT NULL`,
      [row.id],
    );
    if (!match) return null;
    const players: {
      player_id: string;
      nickname: string;
      is_guest: boolean;
      team_id: string | null;
      score: number;
      rank: number;
      correct_count: number;
    }[] = await this.dataSource.query(
      `SELECT player_id, nickname, is_guest, team_id, score, rank, correct_count
         FROM arena_match_players WHERE match_id = $1`,
      [row.id],
    );
    if (players.length === 0) return null;
    const answers: {
      player_id: string;
      question_index: number;
      choice: string;
      received_at: Date;
      elapsed_ms: number;
      correct: boolean;
      points: number;
    }[] = await this.dataSource.query(
      `SELECT player_id, question_index, choice, received_at, elapsed_ms, correct, points
         FROM arena_answers WHERE match_id = $1`,
      [row.id],
    );
    const remarks: {
      question_index: number;
      answer: string;
      accepted: boolean;
      player_ids: string[];
      by_name: string;
      at: Date;
    }[] = await this.dataSource.query(
      `SELECT question_index, answer, accepted, player_ids, by_name, at
         FROM hosted_session_overrides WHERE session_id = $1 ORDER BY at, id`,
      [row.id],
    );
    const settings = arenaSettingsSchema.partial().safeParse(match.settings);
    const s = settings.success ? settings.data : {};
    return {
      session: {
        id: row.id,
        title: row.title,
        hostName: row.hostName,
        startedAt: row.startedAt,
        endedAt: row.endedAt ?? new Date(match.ended_at),
      },
      completed: match.completed,
      // Read defensively: games stored before host-led settings existed have none of them.
      settings: {
        scoring: s.scoring ?? 'speed',
        teamMode: s.teamMode ?? 'off',
        teams: s.teams ?? [],
        questionSeconds: s.questionSeconds ?? 0,
      },
      played,
      players: players.map((p) => ({
        playerId: p.player_id,
        nickname: p.nickname,
        isGuest: p.is_guest,
        teamId: p.team_id,
        score: p.score,
        rank: p.rank,
        correctCount: p.correct_count,
      })),
      answers: answers.map((a) => ({
        playerId: a.player_id,
        questionIndex: a.question_index,
        choice: a.choice,
        receivedAt: new Date(a.received_at),
        elapsedMs: a.elapsed_ms,
        correct: a.correct,
        points: a.points,
      })),
      remarks: remarks.map((r) => ({
        questionIndex: r.question_index,
        answer: r.answer,
        accepted: r.accepted,
        playerIds: r.player_ids,
        byName: r.by_name,
        at: new Date(r.at),
      })),
    };
  }

  /** Stores the report unless one is stored already (a second run's copy would be the same). */
  async storeReport(id: string, report: ArenaReport): Promise<void> {
    await this.dataSource.query(`UPDATE hosted_sessions SET report = $2::jsonb WHERE id = $1 AND report IS NULL`, [
      id,
      JSON.stringify(report),
    ]);
  }

  /** Claims the report mail for this run: false when another run (or an earlier attempt) sent it. */
  async claimMail(id: string): Promise<boolean> {
    const [rows]: [unknown[], number] = await this.dataSource.query(
      `UPDATE hosted_sessions SET report_mailed_at = now() WHERE id = $1 AND report_mailed_at IS NULL RETURNING id`,
      [id],
    );
    return rows.length > 0;
  }

  /** The mail could not be recorded: let the job's retry send it. */
  async releaseMail(id: string): Promise<void> {
    await this.dataSource.query(`UPDATE hosted_sessions SET report_mailed_at = NULL WHERE id = $1`, [id]);
  }
}
