import type { ArenaAnswerKey, ArenaPlayer, ArenaQuestion, ArenaStanding } from '@trivia/contracts';
import type { GameResults } from './effects.js';
import type { GameState, Player, Question } from './state.js';

/** What players may see of a question while it is open: never the answer key. */
export type PublicQuestion = ArenaQuestion;
export type AnswerKey = ArenaAnswerKey;
export type PublicPlayer = ArenaPlayer;
export type Standing = ArenaStanding;

export const TOP_STANDINGS = 10;

export function publicQuestion(q: Question): PublicQuestion {
  const view: PublicQuestion = { id: q.id, type: q.type, prompt: q.prompt };
  return q.options ? { ...view, options: [...q.options] } : view;
}

export function answerKey(q: Question): AnswerKey {
  if (q.type === 'text') return { answer: q.answer ?? '', aliases: [...(q.aliases ?? [])] };
  const correctIndex = q.correctIndex ?? 0;
  return { correctIndex, correctOption: q.options?.[correctIndex] ?? '' };
}

export const publicPlayer = (p: Player): PublicPlayer => ({
  id: p.id,
  nickname: p.nickname,
  isGuest: p.isGuest,
  connected: p.connected,
  score: p.score,
});

/** Highest score first; equal scores share a rank (1, 1, 3) and are listed by nickname so the order is stable. */
// One collator for every comparison: `localeCompare(x, 'en')` builds one per call, which is slow in big rooms.
const collator = new Intl.Collator('en');

export function standings(state: GameState): Standing[] {
  const sorted = [...state.players].sort(
    (a, b) => b.score - a.score || collator.compare(a.nickname, b.nickname) || collator.compare(a.id, b.id),
  );
  let rank = 0;
  return sorted.map((p, i) => {
    if (i === 0 || sorted[i - 1]!.score !== p.score) rank = i + 1;
    return { playerId: p.id, nickname: p.nickname, score: p.score, rank, correctCount: p.correctCount };
  });
}

/** Final standings and every counted answer, for the backend to store. */
export function gameResults(state: GameState, completed: boolean, now: number): GameResults {
  const guests = new Set(state.players.filter((p) => p.isGuest).map((p) => p.id));
  const revealedUpTo = state.phase === 'question' ? state.questionIndex - 1 : state.questionIndex;
  return {
    completed,
    endedAt: now,
    hostId: state.hostId,
    settings: state.settings,
    questions: state.questions.map((q) => ({ id: q.id, type: q.type })),
    standings: standings(state).map((s) => ({ ...s, isGuest: guests.has(s.playerId) })),
    answers: state.answers.slice(0, revealedUpTo + 1).flat(),
    kicked: [...state.kicked],
  };
}
