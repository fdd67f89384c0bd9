import type { Command } from './commands.js';
import { broadcast, cancelTick, outcomeOf, refuse, scheduleTick, send, type Outcome } from './effects.js';
import { ERROR_CODES } from './errors.js';
import { isRunning, pauseGame } from './host-controls.js';
import { nextQuestionOrPodium, revealIfAllAnswered } from './phases.js';
import { clearAnswers, findPlayer, scoresChanged } from './room-index.js';
import { isFinished, isHostLed, type GameState, type Player } from './state.js';
import { rankOf } from './views.js';

/**
 * What a quiz master needs beyond battles' controls: more time for the open question, voiding a question, and
 * the room waiting (paused) while a host-led room's host is away.
 */

type Of<T extends Command['type']> = Extract<Command, { type: T }>;

/**
 * The open question gets `seconds` more: its deadline moves and its full length (`durationMs`, what answers are
 * timed and speed-scored by) grows with it, so an answer in the extra time is measured as late as it is. Paused,
 * the time left grows instead (the deadline is set afresh on resume).
 */
export function extend(state: GameState, command: Of<'extend'>, now: number): Outcome {
  if (state.phase !== 'question' || state.deadline === null) {
    return refuse(state, ERROR_CODES.wrongPhase, 'No question is open.');
  }
  if (!state.paused && now >= state.deadline) {
    return refuse(state, ERROR_CODES.late, 'The time for this question is up.');
  }
  const ms = command.seconds * 1000;
  state.durationMs += ms;
  state.questionLengths[state.questionIndex] = state.durationMs;
  state.deadline += ms;
  const outcome = outcomeOf(state);
  if (state.paused) state.pausedRemainingMs = (state.pausedRemainingMs ?? 0) + ms;
  else scheduleTick(outcome, state.deadline);
  broadcast(outcome, 'arena:time-extended', {
    questionIndex: state.questionIndex,
    deadline: state.deadline,
    durationMs: state.durationMs,
  });
  // Everyone had answered already: the reveal stays due now.
  revealIfAllAnswered(outcome, now);
  return outcome;
}

/**
 * Takes a revealed question's points back: each player loses what it gave them (re-marking included, which
 * keeps a record's points and the score in step), streaks it broke are given back and those it lengthened
 * shortened. Its answers leave `unstored`; if the backend stored some already, `GameResults.skipped` says to
 * drop them. The players whose score changed are told.
 */
function unscore(outcome: Outcome): void {
  const { state } = outcome;
  const broken = new Map(state.brokenStreaks);
  const changed: Player[] = [];
  for (const record of state.answers) {
    const player = findPlayer(state, record.playerId);
    if (!player) continue;
    if (record.correct) {
      player.correctCount = Math.max(player.correctCount - 1, 0);
      // A streak the reveal broke is given back below; one it lengthened is shortened here.
      if (!broken.has(player.id)) player.streak = Math.max(player.streak - 1, 0);
    }
    if (record.points !== 0) {
      player.score -= record.points;
      changed.push(player);
    }
  }
  for (const [playerId, streak] of broken) {
    const player = findPlayer(state, playerId);
    if (player) player.streak = streak;
  }
  state.brokenStreaks = [];
  const index = state.questionIndex;
  state.unstored = state.unstored.filter((record) => record.questionIndex !== index);
  scoresChanged(state);
  for (const p of changed) {
    send(outcome, p.id, 'arena:score-changed', {
      questionIndex: index,
      correct: false,
      points: 0,
      score: p.score,
      rank: rankOf(state, p.id),
    });
  }
}

/**
 * Voids the open question (its answers are dropped unscored) or the one just revealed (its points are taken
 * back): nobody scores it. Then the next question, or the podium after the last. A pause ends with it.
 */
export function skip(state: GameState, now: number): Outcome {
  const revealed = state.phase === 'reveal' || state.phase === 'leaderboard';
  if (state.phase !== 'question' && !revealed) {
    return refuse(state, ERROR_CODES.wrongPhase, 'There is no question to skip now.');
  }
  const outcome = outcomeOf(state);
  const index = state.questionIndex;
  cancelTick(outcome);
  state.paused = false;
  state.pausedRemainingMs = null;
  state.deadline = null;
  if (revealed) unscore(outcome);
  clearAnswers(state);
  state.skipped.push(index);
  broadcast(outcome, 'arena:skipped', { questionIndex: index });
  nextQuestionOrPodium(outcome, now);
  return outcome;
}

/**
 * A host-led room's host has no socket left: a running game pauses (reason `host_away`) and waits for them; it
 * never ends because they left. Repeated, it changes nothing.
 */
export function hostAway(state: GameState, now: number): Outcome {
  if (!isHostLed(state)) return refuse(state, ERROR_CODES.invalidInput, 'Only a host-led room waits for its host.');
  const outcome = outcomeOf(state);
  if (!state.hostConnected) return outcome;
  state.hostConnected = false;
  if (isRunning(state) && !state.paused) pauseGame(outcome, now, 'host_away');
  return outcome;
}

/** The host is back (from any device): the room hears so; the game stays paused until the host resumes it. */
export function hostBack(state: GameState): Outcome {
  if (!isHostLed(state)) return refuse(state, ERROR_CODES.invalidInput, 'Only a host-led room waits for its host.');
  const outcome = outcomeOf(state);
  if (state.hostConnected) return outcome;
  state.hostConnected = true;
  if (!isFinished(state)) broadcast(outcome, 'arena:host-back', {});
  return outcome;
}
