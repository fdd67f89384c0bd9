import { useQuery } from '@tanstack/react-query';
import type { AnswerReveal, AttemptState, DailyQuizKind } from '@trivia/contracts';
import { useState } from 'react';
import { attemptQueryOptions } from '../api/attempt.api';
import { useStartAttempt } from '../api/start-attempt.api';
import { useSubmitAnswer } from '../api/submit-answer.api';
import { forgetAttemptId, readAttemptId, rememberAttemptId } from './attempt-store';

/** Which screen the quiz shows: a status → screen map, as in STYLE's Rahoot example. */
export type QuizPhase = 'loading' | 'start' | 'question' | 'feedback' | 'finished';

export interface DailyQuizSession {
  phase: QuizPhase;
  attempt: AttemptState | null;
  /** The answer just given, shown until the player moves on. */
  reveal: AnswerReveal | null;
  starting: boolean;
  submitting: boolean;
  start: () => void;
  /** Rejects with the failure when the server refuses the answer, for the form to show. */
  answer: (answer: string) => Promise<void>;
  next: () => void;
  /** Practice only: drop the finished attempt and play the day again. */
  restart: () => void;
}

function phaseOf(attemptId: string | null, attempt: AttemptState | undefined, failed: boolean, reveal: boolean) {
  if (attemptId === null || failed) return 'start';
  if (!attempt) return 'loading';
  if (reveal) return 'feedback';
  if (attempt.result || !attempt.question) return 'finished';
  return 'question';
}

/** `date` is the quiz's day: today's (ranked) or a past day's (practice, when `practice` is set). */
export function useDailyQuizSession(kind: DailyQuizKind, date: string, practice: boolean): DailyQuizSession {
  const [attemptId, setAttemptId] = useState(() => readAttemptId(kind, date));
  const [reveal, setReveal] = useState<AnswerReveal | null>(null);
  const attemptQuery = useQuery({ ...attemptQueryOptions(attemptId ?? ''), enabled: attemptId !== null });
  const startMutation = useStartAttempt();
  const answerMutation = useSubmitAnswer();
  const attempt = attemptId !== null && !attemptQuery.isError ? (attemptQuery.data ?? null) : null;
  const phase: QuizPhase = phaseOf(attemptId, attemptQuery.data, attemptQuery.isError, reveal !== null);

  const start = () =>
    startMutation.mutate(
      { kind, date: practice ? date : undefined },
      {
        onSuccess: (state) => {
          rememberAttemptId(kind, date, state.attemptId);
          setAttemptId(state.attemptId);
          setReveal(null);
        },
      },
    );

  const answer = async (given: string) => {
    const question = attempt?.question;
    if (!attempt || !question || answerMutation.isPending) return;
    await answerMutation.mutateAsync(
      { attemptId: attempt.attemptId, index: question.index, answer: given },
      {
        onSuccess: ({ reveal: revealed }) => {
          setReveal(revealed);
        },
      },
    );
  };

  const restart = () => {
    forgetAttemptId(kind, date);
    setAttemptId(null);
    setReveal(null);
    start();
  };

  return {
    phase,
    attempt,
    reveal,
    starting: startMutation.isPending,
    submitting: answerMutation.isPending,
    start,
    answer,
    next: () => setReveal(null),
    restart,
  };
}
