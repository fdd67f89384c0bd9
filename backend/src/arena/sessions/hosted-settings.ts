import type { Question, SettingsInput } from '@trivia/arena-engine';
import type { createHostedSessionRequestSchema } from '@trivia/contracts';
import type { z } from 'zod';
import { typesOf } from './hosted-questions';

export type HostedSessionRequest = z.output<typeof createHostedSessionRequestSchema>;

/**
 * A presenter screen is read from across a room: the answer and the leaderboard stay up longer than in a battle
 * (only a session paced `auto` moves on by itself; a `host` one waits for "next"). The countdown is a battle's.
 */
export const HOSTED_PHASE_MS = { countdownMs: 3000, revealMs: 8000, leaderboardMs: 8000 } as const;

/** A host-led room's engine settings: the host does not play, starts it by hand, and the teams are t1..tN. */
export function hostedSettings(
  request: HostedSessionRequest,
  questions: readonly Question[],
  maxPlayers: number,
): SettingsInput {
  const quick = request.source.kind === 'quick' ? request.source : null;
  return {
    questionCount: questions.length,
    questionSeconds: request.questionSeconds,
    // A catalogue quiz is not a draw: its own rounds say what it covers.
    categories: quick ? [...quick.categories] : [],
    difficulty: quick ? quick.difficulty : 'mixed',
    questionTypes: typesOf(questions),
    maxPlayers,
    ...HOSTED_PHASE_MS,
    autoStartMs: null,
    hostLed: true,
    scoring: request.scoring,
    teamMode: request.teamMode,
    teams: request.teamMode === 'teams' ? request.teams.map((name, i) => ({ id: `t${i + 1}`, name })) : [],
    pace: request.pace,
  };
}
