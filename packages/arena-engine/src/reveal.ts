import type { ArenaEventPayload } from '@trivia/contracts';
import { answerGroupKey, closestEstimates, estimateSpread, isEstimateChoice } from './choices.js';
import { broadcast, cancelTick, scheduleTick, send, type Outcome } from './effects.js';
import { answerOf, findPlayer, scoresChanged } from './room-index.js';
import { scoreAnswer, type AnswerScore } from './scoring.js';
import { currentQuestion, isHostLed, type GameState, type Question } from './state.js';
import { answerKey, publicQuestion, rankOf } from './views.js';

/**
 * The reveal of a question: its answers are decided (estimates against each other), scored by the room's
 * scoring, folded into the players, handed over to be stored, and told: to the room, to each player, and in a
 * host-led room the typed answers' groups to the host.
 */

/** At most this many groups of typed answers go to the host: the long tail of one-offs is not worth a screen. */
export const ANSWER_GROUPS_MAX = 100;

type AnswerGroups = ArenaEventPayload<'arena:answer-groups'>['groups'];

/** Whether a host-paced room waits for the host's "next" after a reveal (and after a leaderboard). */
export const waitsForHost = (state: GameState): boolean => state.settings.pace === 'host';

/** The answers of players still in the room, by their estimate; the closest of them are right. */
function decideEstimates(state: GameState, question: Question): void {
  const inRoom = state.answers.filter((a) => isEstimateChoice(a.choice) && findPlayer(state, a.playerId));
  const value = question.value ?? 0;
  const winners = closestEstimates(
    inRoom.map((a) => (a.choice as { estimate: number }).estimate),
    value,
  );
  for (const a of inRoom) a.correct = winners.has((a.choice as { estimate: number }).estimate);
}

/** Accuracy scoring: one point per right answer, nothing for speed or streaks. */
const ACCURATE: AnswerScore = { correct: true, speedPoints: 0, streakBonus: 0, points: 1 };

/**
 * Turns the current question's answers into points, applying streaks in the order players joined, and folds
 * them into each player's score, streak and correct count. The records get their points in place and join
 * `unstored` until the backend confirms it stored them. A poll scores nobody and leaves streaks alone.
 */
function scoreQuestion(state: GameState, question: Question): void {
  state.brokenStreaks = [];
  if (question.type !== 'poll') {
    if (question.type === 'estimate') decideEstimates(state, question);
    const accuracy = state.settings.scoring === 'accuracy';
    for (const p of state.players) {
      const record = answerOf(state, p.id);
      if (!record?.correct) {
        if (p.streak > 0) state.brokenStreaks.push([p.id, p.streak]);
        p.streak = 0;
        continue;
      }
      const score = accuracy ? ACCURATE : scoreAnswer(true, record.elapsedMs, state.durationMs, p.streak);
      record.speedPoints = score.speedPoints;
      record.streakBonus = score.streakBonus;
      record.points = score.points;
      p.score += score.points;
      p.streak += 1;
      p.correctCount += 1;
    }
  }
  for (const record of state.answers) state.unstored.push(record);
  scoresChanged(state);
}

/** Answers per option (choice, true/false, poll), or how many put each item first (`order`); null otherwise. */
function optionCounts(state: GameState, question: Question): number[] | null {
  if (!question.options || question.type === 'text' || question.type === 'estimate') return null;
  const counts = question.options.map(() => 0);
  for (const a of state.answers) {
    const option = Array.isArray(a.choice) ? a.choice[0] : a.choice;
    if (typeof option === 'number' && option >= 0 && option < counts.length) counts[option]! += 1;
  }
  return counts;
}

function estimates(state: GameState, question: Question): ArenaEventPayload<'arena:reveal'>['estimates'] {
  if (question.type !== 'estimate') return null;
  const values = state.answers.flatMap((a) => (isEstimateChoice(a.choice) ? [a.choice.estimate] : []));
  return estimateSpread(values, question.value ?? 0);
}

/**
 * The distinct typed answers, grouped as the marker compares them, most given first (ties in the order they
 * came), each shown as first typed; a group is right when every answer in it is marked right.
 */
export function answerGroups(state: GameState): AnswerGroups {
  const groups = new Map<string, AnswerGroups[number]>();
  for (const a of state.answers) {
    if (typeof a.choice !== 'string') continue;
    const key = answerGroupKey(a.choice);
    const group = groups.get(key);
    if (group) {
      group.count += 1;
      group.correct &&= a.correct;
    } else groups.set(key, { answer: a.choice, count: 1, correct: a.correct });
  }
  return [...groups.values()].sort((a, b) => b.count - a.count).slice(0, ANSWER_GROUPS_MAX);
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
  const question = currentQuestion(state)!;
  scoreQuestion(state, question);
  state.phase = 'reveal';
  state.deadline = null;
  const nextAt = waitsForHost(state) ? null : now + state.settings.revealMs;
  let correctCount = 0;
  for (const a of state.answers) if (a.correct) correctCount += 1;
  broadcast(outcome, 'arena:reveal', {
    questionIndex: state.questionIndex,
    question: publicQuestion(question),
    key: answerKey(question),
    optionCounts: optionCounts(state, question),
    estimates: estimates(state, question),
    answeredCount: state.answers.length,
    correctCount,
    playerCount: state.players.length,
    nextAt,
  });
  sendResults(outcome);
  if (isHostLed(state) && question.type === 'text') {
    send(outcome, state.hostId, 'arena:answer-groups', {
      questionIndex: state.questionIndex,
      groups: answerGroups(state),
    });
  }
  if (state.answers.length > 0) {
    outcome.effects.push({
      type: 'storeAnswers',
      questionIndex: state.questionIndex,
      questionId: question.id,
      // Its own list: `state.answers` is emptied when the next question opens.
      answers: [...state.answers],
    });
  }
  if (nextAt === null) cancelTick(outcome);
  else scheduleTick(outcome, nextAt);
}
