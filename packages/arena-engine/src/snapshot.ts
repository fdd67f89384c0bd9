import type { ArenaOwnStatus, ArenaSnapshot } from '@trivia/contracts';
import { currentQuestion, findPlayer, type GameState, type Phase } from './state.js';
import { answerKey, publicPlayer, publicQuestion, standings, type Standing } from './views.js';

// Both are what the join and sync acks carry, so their shapes are the contracts' schemas.
export type OwnStatus = ArenaOwnStatus;
export type Snapshot = ArenaSnapshot;

/**
 * A snapshot lists at most this many players and standings. A join in a room of thousands would otherwise
 * answer with megabytes; `playerCount` is the true size, and `you` carries the asker's own rank and score.
 */
export const SNAPSHOT_LIST_MAX = 100;

const REVEALED: readonly Phase[] = ['reveal', 'leaderboard', 'podium'];

function ownStatus(state: GameState, playerId: string, ranks: Standing[]): OwnStatus | null {
  const player = findPlayer(state, playerId);
  if (!player) return null;
  const record = (state.answers[state.questionIndex] ?? []).find((a) => a.playerId === playerId);
  const revealed = REVEALED.includes(state.phase);
  return {
    playerId,
    nickname: player.nickname,
    connected: player.connected,
    score: player.score,
    streak: player.streak,
    rank: ranks.find((s) => s.playerId === playerId)?.rank ?? null,
    answered: record !== undefined,
    receivedAt: record?.receivedAt ?? null,
    result:
      record && revealed
        ? {
            correct: record.correct,
            points: record.points,
            speedPoints: record.speedPoints,
            streakBonus: record.streakBonus,
          }
        : null,
  };
}

/**
 * Everything a client needs to redraw its screen after a gap in `seq` or a reconnect. The answer key is
 * included only once the current question has been revealed (or the game is over).
 */
export function snapshot(state: GameState, forPlayerId?: string): Snapshot {
  const question = currentQuestion(state);
  const showKey = question !== undefined && (REVEALED.includes(state.phase) || state.phase === 'ended');
  // Nobody has scored in the lobby, where joins (and so snapshots) come thick and fast: no ranks to sort.
  const ranks = state.phase === 'lobby' ? [] : standings(state);
  return {
    seq: state.seq,
    phase: state.phase,
    paused: state.paused,
    pausedRemainingMs: state.pausedRemainingMs,
    hostId: state.hostId,
    settings: state.settings,
    questionIndex: state.questionIndex,
    questionCount: state.questions.length,
    question: question ? publicQuestion(question) : null,
    key: showKey ? answerKey(question) : null,
    deadline: state.deadline,
    nextTickAt: state.nextTickAt,
    playerCount: state.players.length,
    players: state.players.slice(0, SNAPSHOT_LIST_MAX).map(publicPlayer),
    standings: ranks.slice(0, SNAPSHOT_LIST_MAX),
    you: forPlayerId === undefined ? null : ownStatus(state, forPlayerId, ranks),
  };
}
