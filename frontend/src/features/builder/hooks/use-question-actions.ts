import { useEffect, useRef, useState } from 'react';
import { BUILDER_LIMITS, type BuilderContent, type BuilderQuestion } from '@trivia/contracts';
import { isApiError } from '../../../lib/api-client';
import { showErrorToast } from '../../../lib/toast';
import { useSwapQuestion } from '../api/swap-question.api';
import {
  bankQuestionIds,
  findQuestion,
  neighbourPlace,
  questionAt,
  type DraftEdit,
  type QuestionPlace,
} from '../draft-edits';
import { addButtonId, questionElementId } from '../element-ids';

/** Puts the keyboard on an element once React has drawn it. */
export function focusSoon(elementId: string): void {
  requestAnimationFrame(() => document.getElementById(elementId)?.focus());
}

/** The most question ids a swap may name as held (the contracts' cap: a full draft). */
const MAX_HELD = BUILDER_LIMITS.rounds.max * BUILDER_LIMITS.perRound.max;

const placeWords = ({ round, index }: QuestionPlace) => `position ${index + 1} of round ${round + 1}`;

/** What the question cards do to the draft, each followed by focus where the member expects it and a spoken line. */
export function useQuestionActions({
  draftId,
  content,
  edit,
  announce,
}: {
  draftId: string;
  content: BuilderContent;
  edit: (change: DraftEdit) => void;
  announce: (message: string) => void;
}) {
  const swap = useSwapQuestion();
  // Questions swapped away in this visit, so another swap does not bring one back.
  const swappedAway = useRef<string[]>([]);
  const [editing, setEditing] = useState<{ mode: 'add'; round: number } | { mode: 'edit'; id: string } | null>(null);

  const move = (id: string, to: QuestionPlace) => {
    edit({ kind: 'move-question', id, to });
    announce(`Question moved to ${placeWords(to)}.`);
    focusSoon(questionElementId(id));
  };

  const remove = (id: string) => {
    const at = findQuestion(content, id);
    if (!at) return;
    const next = questionAt(content, { round: at.round, index: at.index + 1 });
    const before = questionAt(content, { round: at.round, index: at.index - 1 });
    edit({ kind: 'delete-question', id });
    announce(`Question ${at.index + 1} of round ${at.round + 1} deleted. Undo brings it back.`);
    focusSoon(next ? questionElementId(next.id) : before ? questionElementId(before.id) : addButtonId(at.round));
  };

  // Swaps go out one at a time, each naming what the draft holds by then (its own and earlier swaps' results), so
  // two quick clicks give two different questions and neither answer is dropped.
  const contentNow = useRef(content);
  useEffect(() => {
    contentNow.current = content;
  }, [content]);
  const swappedIn = useRef<string[]>([]);
  const swapQueue = useRef<Promise<void>>(Promise.resolve());

  const swapNow = async (question: BuilderQuestion) => {
    // Deleted (or swapped) while it waited for an earlier swap: nothing to do.
    if (!findQuestion(contentNow.current, question.id)) return;
    const inDraft = [...new Set([...bankQuestionIds(contentNow.current), ...swappedIn.current])];
    try {
      const replacement = await swap.mutateAsync({
        draftId,
        questionId: question.id,
        inDraft: inDraft.slice(-MAX_HELD),
        exclude: swappedAway.current,
      });
      swappedAway.current = [...swappedAway.current, question.id].slice(-200);
      swappedIn.current = [...swappedIn.current, replacement.id].slice(-100);
      edit({ kind: 'replace-question', id: question.id, question: replacement });
      announce(`Swapped for: ${replacement.prompt}`);
      focusSoon(questionElementId(replacement.id));
    } catch (error) {
      showErrorToast(error, {
        onRetry: () => swapOut(question),
        detail: isApiError(error) && error.code === 'QUIZ_002' ? error.body?.message : undefined,
      });
    }
  };

  const swapOut = (question: BuilderQuestion) => {
    swapQueue.current = swapQueue.current.then(() => swapNow(question));
  };

  const actionsFor = (id: string) => ({
    onEdit: () => setEditing({ mode: 'edit', id }),
    onSwap: () => {
      const at = findQuestion(content, id);
      const question = at && questionAt(content, at);
      if (question) swapOut(question);
    },
    onDelete: () => remove(id),
    onMove: (direction: -1 | 1) => {
      const to = neighbourPlace(content, id, direction);
      if (to) move(id, to);
    },
    onMoveToRound: (round: number) => {
      const size = content.rounds[round]?.questions.length ?? 0;
      if (size >= BUILDER_LIMITS.perRound.max) return announce(`Round ${round + 1} is full.`);
      move(id, { round, index: size });
    },
  });

  const swappingId = swap.isPending ? (swap.variables?.questionId ?? null) : null;
  return { actionsFor, move, editing, setEditing, swappingId };
}
