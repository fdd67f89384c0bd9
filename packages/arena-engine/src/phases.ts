import { broadcast, cancelTick, scheduleTick, send, withEffects, type Outcome } from './effects.js';
import { scoreAnswer } from './scoring.js';
import { AUTO_START_MIN_PLAYERS } from './settings.js';
import { currentQuestion, questionDurationMs, type AnswerRecord, type GameState, type Player } from './state.js';
import { answerKey, gameResults, publicQuestion, standings, TOP_STANDINGS } from './views.js';

export const connectedCount = (state: GameState) => state.players.filter((p) => p.connected).length;

/** The start countdown of a public room ran out: the game starts if enough players are still there. */
function autoStart(outcome: Outcome, now: number): Outcome {
  if ((outcome.state.settings.autoStartMs ?? null) === null) return outcome;
  if (connectedCount(outcome.state) < AUTO_START_MIN_PLAYERS) return outcome;
  return enterCountdown(outcome, now);
}

export function enterCountdown(outcome: Outcome, now: number): Outcome {
  const at = now + outcome.state.settings.countdownMs;
  const next = { ...outcome, state: { ...outcome.state, phase: 'countdown' as const } };
  const told = broadcast(next, 'arena:countdown', { startsAt: at, questionCount: next.state.questions.length });
  return scheduleTick(told, at);
}

export function enterQuestion(outcome: Outcome, now: number): Outcome {
  const index = outcome.state.questionIndex + 1;
  const durationMs = questionDurationMs(outcome.state);
  const deadline = now + durationMs;
  const state: GameState = { ...outcome.state, phase: 'question', questionIndex: index, deadline };
  const question = publicQuestion(state.questions[index]!);
  const told = broadcast({ ...outcome, state }, 'arena:question', {
    questionIndex: index,
    questionCount: state.questions.length,
    question,
    deadline,
    durationMs,
  });
  return scheduleTick(told, deadline);
}

/** Turns the current question's answers into points, applying streaks in the order players joined. */
function scoreQuestion(state: GameState): GameState {
  const index = state.questionIndex;
  const byPlayer = new Map((state.answers[index] ?? []).map((a) => [a.playerId, a]));
  const scored: AnswerRecord[] = [];
  const players = state.players.map((p): Player => {
    const record = byPlayer.get(p.id);
    if (!record?.correct) return { ...p, streak: 0 };
    const score = scoreAnswer(true, record.elapsedMs, questionDurationMs(state), p.streak);
    scored.push({ ...record, ...score });
    return { ...p, score: p.score + score.points, streak: p.streak + 1, correctCount: p.correctCount + 1 };
  });
  const scoredById = new Map(scored.map((a) => [a.playerId, a]));
  const answers = state.answers.map((list, i) =>
    i === index ? list.map((a) => scoredById.get(a.playerId) ?? a) : list,
  );
  return { ...state, players, answers };
}

function optionCounts(state: GameState): number[] | null {
  const options = currentQuestion(state)?.options;
  if (!options) return null;
  const counts = options.map(() => 0);
  for (const a of state.answers[state.questionIndex] ?? []) {
    if (typeof a.choice === 'number') counts[a.choice] = (counts[a.choice] ?? 0) + 1;
  }
  return counts;
}

/** Each player's own result: points with their speed and streak parts, total, and rank. */
function sendResults(outcome: Outcome): Outcome {
  const { state } = outcome;
  const ranks = new Map(standings(state).map((s) => [s.playerId, s.rank]));
  const answers = new Map((state.answers[state.questionIndex] ?? []).map((a) => [a.playerId, a]));
  return state.players.reduce((acc, p) => {
    const a = answers.get(p.id);
    return send(acc, p.id, 'arena:result', {
      questionIndex: state.questionIndex,
      answered: a !== undefined,
      receivedAt: a?.receivedAt ?? null,
      correct: a?.correct ?? false,
      speedPoints: a?.speedPoints ?? 0,
      streakBonus: a?.streakBonus ?? 0,
      points: a?.points ?? 0,
      score: p.score,
      streak: p.streak,
      rank: ranks.get(p.id) ?? null,
    });
  }, outcome);
}

export function enterReveal(outcome: Outcome, now: number): Outcome {
  const state: GameState = { ...scoreQuestion(outcome.state), phase: 'reveal', deadline: null };
  const question = currentQuestion(state)!;
  const answered = state.answers[state.questionIndex] ?? [];
  const nextAt = now + state.settings.revealMs;
  const told = broadcast({ ...outcome, state }, 'arena:reveal', {
    questionIndex: state.questionIndex,
    question: publicQuestion(question),
    key: answerKey(question),
    optionCounts: optionCounts(state),
    answeredCount: answered.length,
    correctCount: answered.filter((a) => a.correct).length,
    playerCount: state.players.length,
    nextAt,
  });
  return scheduleTick(sendResults(told), nextAt);
}

export function enterLeaderboard(outcome: Outcome, now: number): Outcome {
  const nextAt = now + outcome.state.settings.leaderboardMs;
  const next = { ...outcome, state: { ...outcome.state, phase: 'leaderboard' as const } };
  const told = broadcast(next, 'arena:leaderboard', {
    questionIndex: next.state.questionIndex,
    questionCount: next.state.questions.length,
    top: standings(next.state).slice(0, TOP_STANDINGS),
    playerCount: next.state.players.length,
    nextAt,
  });
  return scheduleTick(told, nextAt);
}

export function enterPodium(outcome: Outcome, now: number): Outcome {
  const results = gameResults(outcome.state, true, now);
  const state: GameState = { ...outcome.state, phase: 'podium', deadline: null, endedAt: now };
  const told = broadcast(cancelTick({ ...outcome, state }), 'arena:podium', {
    top: results.standings.slice(0, TOP_STANDINGS),
    playerCount: state.players.length,
  });
  return withEffects(told, { type: 'gameOver', results });
}

/** Moves to the phase after the current one: what a due tick, or the host's "next", does. */
export function advance(outcome: Outcome, now: number): Outcome {
  const { state } = outcome;
  switch (state.phase) {
    case 'lobby':
      return autoStart(outcome, now);
    case 'countdown':
      return enterQuestion(outcome, now);
    case 'question':
      return enterReveal(outcome, now);
    case 'reveal':
      return enterLeaderboard(outcome, now);
    case 'leaderboard':
      return state.questionIndex + 1 < state.questions.length ? enterQuestion(outcome, now) : enterPodium(outcome, now);
    default:
      return outcome;
  }
}

/** Everyone still connected has answered: no reason to wait for the deadline. */
export function revealIfAllAnswered(outcome: Outcome, now: number): Outcome {
  const { state } = outcome;
  if (state.phase !== 'question' || state.paused) return outcome;
  const answers = state.answers[state.questionIndex] ?? [];
  const connected = state.players.filter((p) => p.connected);
  // Fewer answers than connected players: some must still be out (cheap, and true for most answers).
  if (connected.length === 0 || answers.length < connected.length) return outcome;
  const answered = new Set(answers.map((a) => a.playerId));
  if (!connected.every((p) => answered.has(p.id))) return outcome;
  return enterReveal(cancelTick(outcome), now);
}
