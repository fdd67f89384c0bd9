import { type ArenaOwnStatus, type ArenaSnapshot, ROSTER_LIST_MAX } from '@trivia/contracts';
import { answerOf, findPlayer } from './room-index.js';
import { answerGroups } from './reveal.js';
import { currentQuestion, isHostLed, type GameState, type Phase } from './state.js';
import { answerKey, publicPlayer, publicQuestion, rankOf, standings, teamStandings, TOP_STANDINGS } from './views.js';

// Both are what the join and sync acks carry, so their shapes are the contracts' schemas.
export type OwnStatus = ArenaOwnStatus;
export type Snapshot = ArenaSnapshot;

/**
 * A snapshot lists the players only in a room of at most ROSTER_LIST_MAX (as the roster does), and the top
 * TOP_STANDINGS: every join in a room of thousands is answered with one, so it must stay small (a list of 100
 * made each join's answer 11 KB). `playerCount` is the true size, and `you` the asker's own rank and score.
 */
export const SNAPSHOT_PLAYERS_MAX = ROSTER_LIST_MAX;
export const SNAPSHOT_STANDINGS_MAX = TOP_STANDINGS;

const REVEALED: readonly Phase[] = ['reveal', 'leaderboard', 'podium'];

/** A host-led room's host: no score, rank, team or answers, only the presenter's view. */
const hostStatus = (state: GameState): OwnStatus => ({
  playerId: state.hostId,
  nickname: 'Host',
  connected: state.hostConnected,
  score: 0,
  streak: 0,
  rank: null,
  answered: false,
  receivedAt: null,
  result: null,
  teamId: null,
  isHost: true,
});

/** The asker's own line, from the room index: no search through players, answers or standings. */
function ownStatus(state: GameState, playerId: string): OwnStatus | null {
  if (isHostLed(state) && playerId === state.hostId) return hostStatus(state);
  const player = findPlayer(state, playerId);
  if (!player) return null;
  const record = answerOf(state, playerId);
  const revealed = REVEALED.includes(state.phase);
  return {
    playerId,
    nickname: player.nickname,
    connected: player.connected,
    score: player.score,
    streak: player.streak,
    // Nobody has scored in the lobby, where joins (and so snapshots) come thick and fast: no ranks to sort.
    rank: state.phase === 'lobby' ? null : rankOf(state, playerId),
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
    teamId: player.teamId ?? null,
    isHost: false,
  };
}

/**
 * Everything a client needs to redraw its screen after a gap in `seq` or a reconnect. Cheap in a room of
 * 10,000: ranks come from the cached standings, and the lists are short (see SNAPSHOT_PLAYERS_MAX). The answer key is
 * included only once the current question has been revealed (or the game is over).
 */
export function snapshot(state: GameState, forPlayerId?: string): Snapshot {
  const question = currentQuestion(state);
  const showKey = question !== undefined && (REVEALED.includes(state.phase) || state.phase === 'ended');
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
    players: state.players.length <= SNAPSHOT_PLAYERS_MAX ? state.players.map(publicPlayer) : [],
    standings: state.phase === 'lobby' ? [] : standings(state).slice(0, SNAPSHOT_STANDINGS_MAX),
    teams: [...teamStandings(state)],
    answeredCount: state.phase === 'question' ? state.answers.length : 0,
    hostConnected: state.hostConnected,
    you: forPlayerId === undefined ? null : ownStatus(state, forPlayerId),
    answerGroups:
      isHostLed(state) && forPlayerId === state.hostId && state.phase === 'reveal' && question?.type === 'text'
        ? { questionIndex: state.questionIndex, groups: answerGroups(state) }
        : null,
  };
}
