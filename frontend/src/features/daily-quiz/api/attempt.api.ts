import { queryOptions } from '@tanstack/react-query';
import type { AttemptState } from '@trivia/contracts';

export const attemptKey = (attemptId: string) => ['/api/daily-quiz/attempts', attemptId] as const;

/** A remembered attempt that cannot be read any more (new device cookie, cleared data) just means "start". */
export const attemptQueryOptions = (attemptId: string) =>
  queryOptions<AttemptState>({ queryKey: attemptKey(attemptId), meta: { silent: true } });
