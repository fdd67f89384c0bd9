import type { AnswerReveal, PracticeState } from '@trivia/contracts';
import { useState } from 'react';
import { usePracticeAttempt, useSubmitPracticeAnswer } from '../api/practice.api';

export type PracticePhase = 'loading' | 'missing' | 'question' | 'feedback' | 'finished';

/** Which screen a practice quiz shows: the answer just marked stays up until "Next", then the next question. */
export function practicePhase(
  attempt: PracticeState | undefined,
  reveal: AnswerReveal | null,
  failed: boolean,
): PracticePhase {
  if (failed) return 'missing';
  if (!attempt) return 'loading';
  if (reveal) return 'feedback';
  return attempt.result ? 'finished' : 'question';
}

/** A practice quiz under way: its state from the server, the answer just marked, and sending the next answer. */
export function usePracticeSession(attemptId: string) {
  const attempt = usePracticeAttempt(attemptId);
  const submit = useSubmitPracticeAnswer();
  const [reveal, setReveal] = useState<AnswerReveal | null>(null);
  const state = attempt.data;

  /** Marks the current question's answer on the server; rejects with the failure for the caller to show. */
  const answer = async (given: string) => {
    if (!state?.question) return;
    const response = await submit.mutateAsync({ attemptId, index: state.question.index, answer: given });
    setReveal(response.reveal);
  };

  return {
    attempt: state,
    reveal,
    phase: practicePhase(state, reveal, attempt.isError),
    submitting: submit.isPending,
    answer,
    next: () => setReveal(null),
  };
}
