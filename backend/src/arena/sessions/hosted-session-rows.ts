import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Question, Settings, SettingsInput } from '@trivia/arena-engine';
import { answerKey, publicQuestion } from '@trivia/arena-engine';
import type { ArenaAnswerKey, ArenaQuestion, HostedPoll, HostedSessionSource } from '@trivia/contracts';
import type { DataSource, EntityManager } from 'typeorm';

/**
 * Where a session's questions came from, and the questions as they were asked (with their keys): what the
 * report reads, since polls and a quiz's questions are in no bank table the answers could be joined to.
 */
export interface StoredSessionSource {
  source: HostedSessionSource & { quizId?: string };
  polls: HostedPoll[];
  questions: (ArenaQuestion & { key: ArenaAnswerKey })[];
}

/** A hosted_sessions row as the sessions code reads it. */
export interface HostedSessionRow {
  id: string;
  hostUserId: string;
  title: string;
  pin: string;
  questionCount: number;
  settings: Settings;
  source: StoredSessionSource;
  createdAt: Date;
  startedAt: Date | null;
  endedAt: Date | null;
}

interface RawRow {
  id: string;
  host_user_id: string;
  title: string;
  pin: string;
  question_count: number;
  settings: Settings;
  source: StoredSessionSource;
  created_at: Date;
  started_at: Date | null;
  ended_at: Date | null;
}

/** The source as stored: the request's source, the polls, and every question with its key. */
export function storedSource(
  source: StoredSessionSource['source'],
  polls: readonly HostedPoll[],
  questions: readonly Question[],
): StoredSessionSource {
  return {
    source,
    polls: [...polls],
    questions: questions.map((q) => ({ ...publicQuestion(q), key: answerKey(q) })),
  };
}

/**
 * The hosted_sessions table: a session's row is written with its room (same id, the match's too), stamped when
 * its game starts and ends (idempotent: a node taking a room over may stamp again, the first stamp stays).
 */
@Injectable()
export class HostedSessionRows {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async insert(
    manager: EntityManager,
    row: { id: string; hostUserId: string; title: string; pin: string; settings: SettingsInput },
    source: StoredSessionSource,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO hosted_sessions (id, host_user_id, title, source, settings, pin, question_count)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        row.id,
        row.hostUserId,
        row.title,
        JSON.stringify(source),
        JSON.stringify(row.settings),
        row.pin,
        source.questions.length,
      ],
    );
  }

  async byId(id: string): Promise<HostedSessionRow | null> {
    const [row]: RawRow[] = await this.dataSource.query(`SELECT * FROM hosted_sessions WHERE id = $1`, [id]);
    return row ? toRow(row) : null;
  }

  async started(id: string, at: number): Promise<void> {
    await this.dataSource.query(`UPDATE hosted_sessions SET started_at = $2 WHERE id = $1 AND started_at IS NULL`, [
      id,
      new Date(at),
    ]);
  }

  async ended(id: string, at: number): Promise<void> {
    await this.dataSource.query(`UPDATE hosted_sessions SET ended_at = $2 WHERE id = $1 AND ended_at IS NULL`, [
      id,
      new Date(at),
    ]);
  }
}

function toRow(row: RawRow): HostedSessionRow {
  return {
    id: row.id,
    hostUserId: row.host_user_id,
    title: row.title,
    pin: row.pin,
    questionCount: row.question_count,
    settings: row.settings,
    source: row.source,
    createdAt: new Date(row.created_at),
    startedAt: row.started_at ? new Date(row.started_at) : null,
    endedAt: row.ended_at ? new Date(row.ended_at) : null,
  };
}
