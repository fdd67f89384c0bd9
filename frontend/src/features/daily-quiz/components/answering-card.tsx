import type { PlayerQuestion } from '@trivia/contracts';
import { showErrorToast } from '../../../lib/toast';
import { McOptions } from './mc-options';
import { QuestionCard } from './question-card';
import { TextAnswerForm } from './text-answer-form';

export interface AnsweringCardProps {
  question: PlayerQuestion;
  questionCount: number;
  /** Move focus to the prompt (a multiple-choice question has no input to focus). */
  focusPrompt: boolean;
  submitting: boolean;
  /** Sends the answer; a failed choice is shown as a toast, a failed typed answer on its field. */
  onAnswer: (answer: string) => Promise<void>;
}

/** A question waiting for its answer: the options to choose from, or a field to type it in. */
export function AnsweringCard({ question, questionCount, focusPrompt, submitting, onAnswer }: AnsweringCardProps) {
  return (
    <QuestionCard question={question} questionCount={questionCount} focusPrompt={focusPrompt}>
      {question.options ? (
        <McOptions
          options={question.options}
          disabled={submitting}
          onChoose={(choice) => void onAnswer(choice).catch(showErrorToast)}
        />
      ) : (
        <TextAnswerForm key={question.index} submitting={submitting} onSubmit={onAnswer} />
      )}
    </QuestionCard>
  );
}
