import type { BuilderContent, QuestionCategoryId } from '@trivia/contracts';
import { findQuestion, questionAt, type DraftEdit } from '../draft-edits';
import { questionElementId } from '../element-ids';
import type { DraftIssues } from '../issue-paths';
import { emptyQuestionForm, newOwnQuestionId, questionFormOf } from '../question-form';
import { QuestionFormModal } from './question-form-modal';

export type QuestionEditorTarget = { mode: 'add'; round: number } | { mode: 'edit'; id: string };

interface QuestionEditorProps {
  target: QuestionEditorTarget;
  content: BuilderContent;
  issues: DraftIssues;
  onClose: () => void;
  /** The edit to record, what to tell a screen reader, and where the keyboard goes next. */
  onDone: (change: DraftEdit, message: string, focusId: string) => void;
}

/** A new own question starts in the category and difficulty of the round's last question, the likeliest fit. */
function newQuestionDefaults(content: BuilderContent, round: number) {
  const last = content.rounds[round]?.questions.at(-1);
  const category: QuestionCategoryId = last?.category ?? 'general-knowledge';
  return emptyQuestionForm(category, last?.difficulty ?? 'medium');
}

/** The question form for "add your own" in a round, or for editing one question of the draft. */
export function QuestionEditor({ target, content, issues, onClose, onDone }: QuestionEditorProps) {
  if (target.mode === 'add') {
    const id = newOwnQuestionId();
    return (
      <QuestionFormModal
        key={`add-${target.round}`}
        title={`Add your own question to round ${target.round + 1}`}
        initial={newQuestionDefaults(content, target.round)}
        base={{ id, origin: 'own', asOf: null, media: null }}
        kindLocked={false}
        serverIssues={undefined}
        submitLabel="Add question"
        onClose={onClose}
        onSubmit={(question) =>
          onDone(
            { kind: 'add-question', round: target.round, question },
            `Your question added at the end of round ${target.round + 1}.`,
            questionElementId(question.id),
          )
        }
      />
    );
  }
  const at = findQuestion(content, target.id);
  const question = at ? questionAt(content, at) : undefined;
  if (!at || !question) return null;
  return (
    <QuestionFormModal
      key={`edit-${question.id}`}
      title={`Edit question ${at.index + 1} of round ${at.round + 1}`}
      initial={questionFormOf(question)}
      base={question}
      kindLocked={question.origin === 'bank'}
      serverIssues={issues.questions[question.id]}
      submitLabel="Save question"
      onClose={onClose}
      onSubmit={(edited) =>
        onDone(
          { kind: 'replace-question', id: question.id, question: edited },
          `Question ${at.index + 1} of round ${at.round + 1} updated.`,
          questionElementId(question.id),
        )
      }
    />
  );
}
