import { useQuery } from '@tanstack/react-query';
import type { AttributionsResponse } from '@trivia/contracts';

export function useAttributions() {
  return useQuery<AttributionsResponse>({ queryKey: ['/api/question-bank/attributions'] });
}
