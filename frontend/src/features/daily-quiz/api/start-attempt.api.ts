import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AttemptState, DailyQuizKind, StartAttemptRequest } from '@trivia/contracts';
import { apiRequest } from '../../../lib/api-client';
import { attemptKey } from './attempt.api';

export interface StartAttemptInput {
  kind: DailyQuizKind;
  /** A past day to practise; today's ranked quiz when absent. */
  date?: string;
}

/** Starting today's quiz again answers the same attempt (resumed, or finished with its result). */
export function startAttempt({ kind, date }: StartAttemptInput): Promise<AttemptState> {
  const body: StartAttemptRequest = date ? { date } : {};
  return apiRequest<AttemptState>('POST', `/api/daily-quiz/${kind}/start`, body);
}

export function useStartAttempt() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: startAttempt,
    onSuccess: (state) => client.setQueryData(attemptKey(state.attemptId), state),
  });
}
