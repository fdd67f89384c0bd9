import { useMutation } from '@tanstack/react-query';
import type { BuilderQuestion, SwapBuilderQuestionRequest } from '@trivia/contracts';
import { apiRequest } from '../../../lib/api-client';
import { draftPath } from './builder-draft.api';

export interface SwapRequest extends SwapBuilderQuestionRequest {
  draftId: string;
}

export async function swapQuestion({ draftId, ...body }: SwapRequest): Promise<BuilderQuestion> {
  const response = await apiRequest<{ question: BuilderQuestion }>('POST', `${draftPath(draftId)}/swap`, body);
  return response.question;
}

/** Another bank question of the same category and difficulty; the editor puts it in place (an undoable edit). */
export function useSwapQuestion() {
  return useMutation({ mutationFn: swapQuestion, meta: { silent: true } });
}
