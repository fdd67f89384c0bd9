import { broadcast, cancelTick, scheduleTick, send, type Outcome } from './effects.js';
import { allConnectedAnswered, answerOf, clearAnswers, connectedCount, scoresChanged } from './room-index.js';
import { scoreAnswer } from './scoring.js';
import { AUTO_START_MIN_PLAYERS } from './settings.js';
import { currentQuestion, questionDurationMs, type GameState } from './state.js';
import { answerKey, gameResults, publicQuestion, rankOf, standings, TOP_STANDINGS } from './views.js';

/**
 * The phase changes. Each changes `outcome.state` in place and pushes its effects onto `outcome.effects`. They
 * are the only steps that visit every player (scoring, results, standings): O(n log n) at most, once a phase.
 */

/** The start countdown of a public room ran out: the game starts if enough players are still there. */
function autoStart(outcome: Outcome, now: number): void {
  if ((outcome.state.settings.autoStartMs ?? null) === null) return;
  if (connectedCount(outcome.state) < AUTO_START_MIN_PLAYERS) return;
  enterCountdown(outcome, now);
}

export function enterCountdown(outcome: Outcome, now: number): void {
  const { state } = outcome;
  const at = now + state.settings.countdownMs;
  state.phase = 'countdown';
  // The player list is final now (joins close): rank it once here, not in the first snapshot a player asks for.
  standings(state);
  broadcast(outcome, 'arena:countdown', { startsAt: at, questionCount: state.questions.length });
  scheduleTick(outcome, at);
}

export function enterQuestion(outcome: Outcome, now: number): void {
  const { state } = outcome;
  const index = state.questionIndex + 1;
  const durationMs = questionDurationMs(state);
  const deadline = now + durationMs;
  state.phase = 'question';
  state.questionIndex = index;
  state.deadline = deadline;
  // The last question's answers were folded into the players and handed to `unstored` at its reveal.
  clearAnswers(state);
  broadcast(outcome, 'arena:question', {
    questionIndex: index,
    questionCount: state.questions.length,
    question: publicQuestion(state.questions[index]!),
    deadline,
    durationMs,
  });
  scheduleTick(outcome, deadline);
}

/**
 * Turns the current question's answers into points, applying streaks in the order players joined, and folds
 * them into each player's score, streak and correct count. The records get their points in place and join
 * `unstored` until the backend confirms it stored them.
 */
function scoreQuestion(state: GameState): void {
  const durationMs = questionDurationMs(state);
  for (const p of state.players) {
    const record = answerOf(state, p.id);
    if (!record?.correct) {
      p.streak = 0;
      continue;
    }
    const score = scoreAnswer(true, record.elapsedMs, durationMs, p.streak);
    record.speedPoints = score.speedPoints;
    record.streakBonus = score.streakBonus;
    record.points = score.points;
    p.score += score.points;
    p.streak += 1;
    p.correctCount += 1;
  }
  for (const record of state.answers) state.unstored.push(record);
  scoresChanged(state);
}

function optionCounts(state: GameState): number[] | null {
  const options = currentQuestion(state)?.options;
  if (!options) return null;
  const counts = options.map(() => 0);
  for (const a of state.answers) {
    if (typeof a.choice === 'number') counts[a.choice] = (counts[a.choice] ?? 0) + 1;
  }
  return counts;
}

/** Each player's own result: points with their speed and streak parts, total, and rank. */
function sendResults(outcome: Outcome): void {
  const { state } = outcome;
  for (const p of state.players) {
    const a = answerOf(state, p.id);
    send(outcome, p.id, 'arena:result', {
      questionIndex: state.questionIndex,
      answered: a !== undefined,
      receivedAt: a?.receivedAt ?? null,
      correct: a?.correct ?? false,
      speedPoints: a?.speedPoints ?? 0,
      streakBonus: a?.streakBonus ?? 0,
      points: a?.points ?? 0,
      score: p.score,
      streak: p.streak,
      rank: rankOf(state, p.id),
    });
  }
}

export function enterReveal(outcome: Outcome, now: number): void {
  const { state } = outcome;
  scoreQuestion(state);
  state.phase = 'reveal';
  state.deadline = null;
  const question = currentQuestion(state)!;
  const nextAt = now + state.settings.revealMs;
  let correctCount = 0;
  for (const a of state.answers) if (a.correct) correctCount += 1;
  broadcast(outcome, 'arena:reveal', {
    questionIndex: state.questionIndex,
    question: publicQuestion(question),
    key: answerKey(question),
    optionCounts: optionCounts(state),
    answeredCount: state.answers.length,
    correctCount,
    playerCount: state.players.length,
    nextAt,
  });
  sendResults(outcome);
  if (state.answers.length > 0) {
    outcome.effects.push({
      type: 'storeAnswers',
      questionIndex: state.questionIndex,
      questionId: question.id,
      // Its own list: `state.answers` is emptied when the next question opens.
      answers: [...state.answers],
    });
  }
  scheduleTick(outcome, nextAt);
}

export function enterLeaderboard(outcome: Outcome, now: number): void {
  const { state } = outcome;
  const nextAt = now + state.settings.leaderboardMs;
  state.phase = 'leaderboard';
  broadcast(outcome, 'arena:leaderboard', {
    questionIndex: state.questionIndex,
    questionCount: state.questions.length,
    top: standings(state).slice(0, TOP_STANDINGS),
    playerCount: state.players.length,
    nextAt,
  });
  scheduleTick(outcome, nextAt);
}

export function enterPodium(outcome: Outcome, now: number): void {
  const { state } = outcome;
  const results = gameResults(state, true, now);
  state.phase = 'podium';
  state.deadline = null;
  state.endedAt = now;
  cancelTick(outcome);
  broadcast(outcome, 'arena:podium', {
    top: results.standings.slice(0, TOP_STANDINGS),
    playerCount: state.players.length,
  });
  outcome.effects.push({ type: 'gameOver', results });
}

/** Moves to the phase after the current one: what a due tick, or the host's "next", does. */
export function advance(outcome: Outcome, now: number): void {
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
      return;
  }
}

/**
 * Everyone still connected has answered: no reason to wait for the deadline, so the pending tick is brought
 * forward to now. The reveal is the tick's (or the host's "next"), always: the backend folds in every stored
 * answer before either (see `endsAnswering`), so an answer taken outside the state is never left out. Constant
 * time, from the counts.
 */
export function revealIfAllAnswered(outcome: Outcome, now: number): void {
  const { state } = outcome;
  if (state.phase !== 'question' || state.paused || !allConnectedAnswered(state)) return;
  if (state.nextTickAt !== null && state.nextTickAt <= now) return;
  scheduleTick(outcome, now);
}
