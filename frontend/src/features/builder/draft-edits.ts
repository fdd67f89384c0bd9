import { BUILDER_LIMITS, type BuilderContent, type BuilderQuestion, type BuilderRound } from '@trivia/contracts';
import { roundOfDropId } from './element-ids';

/** Where a question sits: its round and its place in that round, both counted from 0. */
export interface QuestionPlace {
  round: number;
  index: number;
}

/**
 * One change a member makes to a draft. Questions are named by id rather than by place, so an edit still means
 * the same question after the rounds around it have been reordered.
 */
export type DraftEdit =
  | { kind: 'title'; title: string }
  | { kind: 'round-title'; round: number; title: string }
  | { kind: 'replace-question'; id: string; question: BuilderQuestion }
  | { kind: 'delete-question'; id: string }
  | { kind: 'add-question'; round: number; question: BuilderQuestion }
  | { kind: 'move-question'; id: string; to: QuestionPlace }
  | { kind: 'add-round'; title: string }
  | { kind: 'delete-round'; round: number };

export function findQuestion(content: BuilderContent, id: string): QuestionPlace | null {
  for (const [round, { questions }] of content.rounds.entries()) {
    const index = questions.findIndex((question) => question.id === id);
    if (index >= 0) return { round, index };
  }
  return null;
}

export function questionAt(content: BuilderContent, { round, index }: QuestionPlace): BuilderQuestion | undefined {
  return content.rounds[round]?.questions[index];
}

const withRound = (content: BuilderContent, round: number, change: (r: BuilderRound) => BuilderRound) => ({
  ...content,
  rounds: content.rounds.map((r, i) => (i === round ? change(r) : r)),
});

function moveQuestion(content: BuilderContent, id: string, to: QuestionPlace): BuilderContent {
  const from = findQuestion(content, id);
  const question = from ? questionAt(content, from) : undefined;
  const target = content.rounds[to.round];
  if (!from || !question || !target) return content;
  // A round already full refuses a question from another round (the server allows 20 a round).
  if (from.round !== to.round && target.questions.length >= BUILDER_LIMITS.perRound.max) return content;
  const without = withRound(content, from.round, (r) => ({
    ...r,
    questions: r.questions.filter((q) => q.id !== id),
  }));
  return withRound(without, to.round, (r) => {
    const questions = [...r.questions];
    questions.splice(Math.max(0, Math.min(to.index, questions.length)), 0, question);
    return { ...r, questions };
  });
}

/** The bank questions of a draft as the editor holds it (a swap leaves out their facts). */
export const bankQuestionIds = (content: BuilderContent): string[] =>
  content.rounds.flatMap((round) => round.questions.filter((q) => q.origin === 'bank').map((q) => q.id));

/** The draft after one edit; an edit that names nothing in it (a question already gone) changes nothing. */
export function applyEdit(content: BuilderContent, edit: DraftEdit): BuilderContent {
  switch (edit.kind) {
    case 'title':
      return { ...content, title: edit.title };
    case 'round-title':
      return withRound(content, edit.round, (r) => ({ ...r, title: edit.title }));
    case 'replace-question': {
      const at = findQuestion(content, edit.id);
      if (!at) return content;
      return withRound(content, at.round, (r) => ({
        ...r,
        questions: r.questions.map((q, i) => (i === at.index ? edit.question : q)),
      }));
    }
    case 'delete-question': {
      const at = findQuestion(content, edit.id);
      if (!at) return content;
      return withRound(content, at.round, (r) => ({ ...r, questions: r.questions.filter((q) => q.id !== edit.id) }));
    }
    case 'add-question':
      return withRound(content, edit.round, (r) =>
        r.questions.length >= BUILDER_LIMITS.perRound.max ? r : { ...r, questions: [...r.questions, edit.question] },
      );
    case 'move-question':
      return moveQuestion(content, edit.id, edit.to);
    case 'add-round':
      return content.rounds.length >= BUILDER_LIMITS.rounds.max
        ? content
        : { ...content, rounds: [...content.rounds, { title: edit.title, questions: [] }] };
    case 'delete-round':
      // Only an empty round goes, and never the last one: a quiz has at least one round.
      return content.rounds.length <= 1 || (content.rounds[edit.round]?.questions.length ?? 1) > 0
        ? content
        : { ...content, rounds: content.rounds.filter((_, i) => i !== edit.round) };
  }
}

/** Where "move up" and "move down" take a question: past the ends of a round, into the next or previous one. */
export function neighbourPlace(content: BuilderContent, id: string, direction: -1 | 1): QuestionPlace | null {
  const at = findQuestion(content, id);
  if (!at) return null;
  const size = content.rounds[at.round]?.questions.length ?? 0;
  const index = at.index + direction;
  if (index >= 0 && index < size) return { round: at.round, index };
  const round = at.round + direction;
  const next = content.rounds[round];
  if (!next || next.questions.length >= BUILDER_LIMITS.perRound.max) return null;
  return { round, index: direction === 1 ? 0 : next.questions.length };
}

export const canAddRound = (content: BuilderContent): boolean => content.rounds.length < BUILDER_LIMITS.rounds.max;

/** Where a drop lands: on a question, its place; on a round (empty, or below its last question), that round's end. */
export function dropPlace(content: BuilderContent, overId: string | number): QuestionPlace | null {
  const id = String(overId);
  const index = roundOfDropId(id);
  if (index !== null) {
    const target = content.rounds[index];
    return target ? { round: index, index: target.questions.length } : null;
  }
  return findQuestion(content, id);
}
