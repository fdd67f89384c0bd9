import { randomUUID } from 'node:crypto';
import type { ArenaSettings } from '@trivia/contracts';
import type { DataSource } from 'typeorm';
import { FIXTURE_PLAYER_IDS, fixtureAnswers, FIXTURE_QUESTIONS } from '../src/arena/reports/report-input.fixture';

/** A host-led room's settings as the engine runs them: a corporate session with two named teams (and a third). */
export const HOSTED_SETTINGS: ArenaSettings = {
  questionCount: FIXTURE_QUESTIONS.length,
  questionSeconds: 30,
  categories: [],
  difficulty: 'mixed',
  questionTypes: ['multiple_choice', 'text', 'order', 'estimate', 'poll', 'true_false'],
  maxPlayers: 40,
  countdownMs: 3000,
  revealMs: 5000,
  leaderboardMs: 5000,
  autoStartMs: null,
  hostLed: true,
  scoring: 'accuracy',
  teamMode: 'teams',
  teams: [
    { id: 't1', name: 'Sales' },
    { id: 't2', name: 'Support' },
    { id: 't3', name: 'Finance' },
  ],
  pace: 'host',
};

/** A session row as the sessions service creates one, before its game. */
export async function insertSession(
  db: DataSource,
  hostUserId: string,
  options: { title?: string; started?: boolean; settings?: ArenaSettings } = {},
): Promise<string> {
  const id = randomUUID();
  await db.query(
    `INSERT INTO hosted_sessions (id, host_user_id, title, source, settings, pin, question_count, started_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      id,
      hostUserId,
      options.title ?? 'Friday team quiz',
      JSON.stringify({ kind: 'quick', questionCount: 5, categories: [], difficulty: 'mixed', questionTypes: ['text'] }),
      JSON.stringify(options.settings ?? HOSTED_SETTINGS),
      String(100000 + Math.floor(Math.random() * 900000)),
      FIXTURE_QUESTIONS.length,
      options.started ? new Date() : null,
    ],
  );
  return id;
}

/**
 * The finished game of the report fixture (see report-input.fixture.ts) under `sessionId`, written the way the
 * Arena's results and the host's re-marking write it: the match, final standings with teams, every answer and
 * one override by the host. Ann and Dan are members (`annUserId`, `danUserId`), the others guests; Eve was kicked.
 */
export async function insertFinishedGame(
  db: DataSource,
  sessionId: string,
  members: { hostUserId: string; annUserId: string; danUserId: string },
  hostName = 'Quinn Host',
): Promise<void> {
  const ids: Record<string, string> = {
    [FIXTURE_PLAYER_IDS.ann]: `user:${members.annUserId}`,
    [FIXTURE_PLAYER_IDS.dan]: `user:${members.danUserId}`,
  };
  const idOf = (fixtureId: string) => ids[fixtureId] ?? fixtureId;
  const ended = new Date('2026-11-20T18:10:00Z');
  await db.query(`UPDATE hosted_sessions SET started_at = $2, ended_at = $3, played = $4 WHERE id = $1`, [
    sessionId,
    new Date('2026-11-20T18:00:00Z'),
    ended,
    JSON.stringify({ questions: FIXTURE_QUESTIONS, skipped: [5], reached: 6 }),
  ]);
  await db.query(
    `INSERT INTO arena_matches (id, host_id, settings, completed, season, player_count, ended_at)
     VALUES ($1, $2, $3, false, '2026-Q4', 4, $4)`,
    [sessionId, 'user:host', JSON.stringify(HOSTED_SETTINGS), ended],
  );
  const standings: [string, string, boolean, string, number, number, number][] = [
    [FIXTURE_PLAYER_IDS.ann, 'Ann', false, 't1', 3, 1, 3],
    [FIXTURE_PLAYER_IDS.dan, 'Dan', false, 't2', 3, 1, 3],
    [FIXTURE_PLAYER_IDS.bob, 'Bob', true, 't2', 2, 3, 2],
    [FIXTURE_PLAYER_IDS.cat, 'Cat', true, 't1', 1, 4, 1],
  ];
  for (const [playerId, nickname, isGuest, teamId, score, rank, correct] of standings) {
    const id = idOf(playerId);
    await db.query(
      `INSERT INTO arena_match_players (match_id, player_id, user_id, nickname, is_guest, score, rank, correct_count,
         team_id) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [sessionId, id, id.startsWith('user:') ? id.slice(5) : null, nickname, isGuest, score, rank, correct, teamId],
    );
  }
  for (const answer of fixtureAnswers()) {
    await db.query(
      `INSERT INTO arena_answers (match_id, player_id, question_index, question_id, choice, received_at, elapsed_ms,
         correct, speed_points, streak_bonus, points) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 0, 0, $9)`,
      [
        sessionId,
        idOf(answer.playerId),
        answer.questionIndex,
        FIXTURE_QUESTIONS[answer.questionIndex]!.id,
        answer.choice,
        answer.receivedAt,
        answer.elapsedMs,
        answer.correct,
        answer.points,
      ],
    );
  }
  await db.query(
    `INSERT INTO hosted_session_overrides (session_id, question_index, answer, accepted, player_ids, by_user_id,
       by_name, at) VALUES ($1, 1, 'leonardo', true, $2, $3, $4, $5)`,
    [
      sessionId,
      [idOf(FIXTURE_PLAYER_IDS.ann), FIXTURE_PLAYER_IDS.cat],
      members.hostUserId,
      hostName,
      new Date('2026-11-20T18:02:40Z'),
    ],
  );
}
