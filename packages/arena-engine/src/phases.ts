import { broadcast, cancelTick, scheduleTick, type Outcome } from './effects.js';
import { enterReveal, waitsForHost } from './reveal.js';
import { allConnectedAnswered, clearAnswers, connectedCount } from './room-index.js';
import { AUTO_START_MIN_PLAYERS } from './settings.js';
import { questionDurationMs } from './state.js';
import { gameResults, publicQuestion, standings, teamStandings, TOP_STANDINGS } from './views.js';

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
  state.durationMs = durationMs;
  state.questionLengths[index] = durationMs;
  // The last question's answers were folded into the players and handed to `unstored` at its reveal.
  clearAnswers(state);
  state.brokenStreaks = [];
  broadcast(outcome, 'arena:question', {
    questionIndex: index,
    questionCount: state.questions.length,
    question: publicQuestion(state.questions[index]!),
    deadline,
    durationMs,
  });
  scheduleTick(outcome, deadline);
}

export function enterLeaderboard(outcome: Outcome, now: number): void {
  const { state } = outcome;
  const nextAt = waitsForHost(state) ? null : now + state.settings.leaderboardMs;
  state.phase = 'leaderboard';
  broadcast(outcome, 'arena:leaderboard', {
    questionIndex: state.questionIndex,
    questionCount: state.questions.length,
    top: standings(state).slice(0, TOP_STANDINGS),
    teams: [...teamStandings(state)],
    playerCount: state.players.length,
    nextAt,
  });
  if (nextAt === null) cancelTick(outcome);
  else scheduleTick(outcome, nextAt);
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
    teams: results.teams,
    playerCount: state.players.length,
  });
  outcome.effects.push({ type: 'gameOver', results });
}

/** After a question's leaderboard (or its skip): the next question, or the podium after the last. */
export function nextQuestionOrPodium(outcome: Outcome, now: number): void {
  const { state } = outcome;
  if (state.questionIndex + 1 < state.questions.length) enterQuestion(outcome, now);
  else enterPodium(outcome, now);
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
      return nextQuestionOrPodium(outcome, now);
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
