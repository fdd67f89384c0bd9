import type { Question } from '@trivia/arena-engine';
import { ARENA_HOSTED_QUESTION_COUNT, type HostedPoll } from '@trivia/contracts';
import { AppException } from '../../common/app-exception';

/** A catalogue quiz's round as stored: its title and the bank questions it asks, in order. */
export interface QuizRound {
  title: string;
  questionIds: readonly string[];
}

/** A bank question as the engine runs it, with the picture it shows (a flag's code), if any. */
export interface BankQuestion {
  question: Question;
  flagCode: string | null;
}

/** Finds a bank question by id; a quiz naming one the bank lacks cannot be run. */
export type BankLookup = (id: string) => BankQuestion | undefined;

/**
 * A catalogue quiz's questions in round order, each carrying its round's title; picture questions carry their
 * flag as a same-origin address (`imageUrl`), which the presenter shows above the prompt.
 */
export function quizQuestions(
  rounds: readonly QuizRound[],
  lookup: BankLookup,
  imageUrl: (flagCode: string) => string,
): Question[] {
  return rounds.flatMap((round) =>
    round.questionIds.map((id): Question => {
      const found = lookup(id);
      if (!found) throw new AppException('QUIZ_002', 'This quiz cannot be run live just now: a question is missing');
      const { question, flagCode } = found;
      return { ...question, round: round.title, ...(flagCode ? { imageUrl: imageUrl(flagCode) } : {}) };
    }),
  );
}

/** A poll the host wrote, as the engine runs it: options and no key; nobody scores it. */
export function pollQuestion(poll: HostedPoll, index: number): Question {
  return { id: `poll-${index + 1}`, type: 'poll', prompt: poll.prompt, options: [...poll.options] };
}

/**
 * The session's running order: the host's start polls, the questions, then the end polls. Refused on `polls`
 * (VAL_001, so the setup form shows it by the field) when the whole would pass the most a session can run.
 */
export function runningOrder(questions: readonly Question[], polls: readonly HostedPoll[]): Question[] {
  const total = questions.length + polls.length;
  const { max } = ARENA_HOSTED_QUESTION_COUNT;
  if (total > max) {
    const room = Math.max(0, max - questions.length);
    const message = `A session runs up to ${max} questions and polls: this one has ${questions.length} questions, so it has room for ${room} poll(s)`;
    throw new AppException('VAL_001', 'Invalid request', [{ path: 'polls', message }]);
  }
  const numbered = polls.map((poll, i) => ({ poll, question: pollQuestion(poll, i) }));
  const at = (when: HostedPoll['at']) => numbered.filter(({ poll }) => poll.at === when).map((p) => p.question);
  return [...at('start'), ...questions, ...at('end')];
}

/** The distinct question types a session runs, in a stable order (the room's settings list them). */
export function typesOf(questions: readonly Question[]): Question['type'][] {
  return [...new Set(questions.map((q) => q.type))].sort();
}
