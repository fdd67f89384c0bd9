import { answerKey, type GameState, publicQuestion } from '@trivia/arena-engine';
import { arenaAnswerKeySchema, arenaQuestionSchema } from '@trivia/contracts';
import { z } from 'zod';

/** A question as the room played it: what players saw (options in the order shown) and its answer key. */
export const playedQuestionSchema = arenaQuestionSchema.extend({ key: arenaAnswerKeySchema });
export type PlayedQuestion = z.infer<typeof playedQuestionSchema>;

/**
 * What a report needs of the game that only the room knew: its questions as played, the ones the host skipped
 * (void), and how far it got (`reached`: the index of the last question opened, -1 when none was). Kept in
 * hosted_sessions.played when the game's results are stored.
 */
export const playedGameSchema = z.object({
  questions: z.array(playedQuestionSchema),
  skipped: z.array(z.number().int()),
  reached: z.number().int(),
});
export type PlayedGame = z.infer<typeof playedGameSchema>;

/**
 * The played game of a finished room. `skipped` is read defensively: rooms stored before the engine kept it
 * (or an engine without skips) have none.
 */
export function playedGame(state: GameState): PlayedGame {
  const skipped = (state as GameState & { skipped?: unknown }).skipped;
  return {
    questions: state.questions.map((q) => ({ ...publicQuestion(q), key: answerKey(q) })),
    skipped: Array.isArray(skipped) ? skipped.filter((i): i is number => Number.isInteger(i)) : [],
    reached: state.questionIndex,
  };
}
