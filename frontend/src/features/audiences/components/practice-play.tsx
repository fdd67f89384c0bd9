import { Alert, Button, Stack } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { LiveAnnouncer } from '../../../components/live-announcer';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { AnswerFeedback, AnsweringCard, QuestionCard } from '../../daily-quiz/question-screen';
import { type PracticePhase, usePracticeSession } from '../hooks/use-practice-session';
import { PracticeResults } from './practice-results';

function announcement(session: ReturnType<typeof usePracticeSession>): string {
  const { attempt, reveal } = session;
  const messages: Record<PracticePhase, string> = {
    loading: 'Loading your practice quiz',
    missing: 'This practice quiz is no longer available.',
    question: attempt?.question ? `Question ${attempt.question.index + 1} of ${attempt.questionCount}` : '',
    feedback: reveal ? (reveal.correct ? 'Correct!' : `Not quite. The answer was ${reveal.correctAnswer}.`) : '',
    finished: attempt?.result ? `Finished: ${attempt.result.score} out of ${attempt.result.total}.` : '',
  };
  return messages[session.phase];
}

export interface PracticePlayProps {
  attemptId: string;
  /** Back to the start form, for a fresh quiz of the same set. */
  onAgain: () => void;
}

/** A practice quiz being played: question, the answer marked by the server, and the score at the end. */
export function PracticePlay({ attemptId, onAgain }: PracticePlayProps) {
  const session = usePracticeSession(attemptId);
  const { attempt, reveal } = session;
  const missingRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (session.phase === 'missing') missingRef.current?.focus();
  }, [session.phase]);

  let screen;
  if (session.phase === 'missing') {
    screen = (
      <Alert
        color="yellow"
        variant="light"
        title="This practice quiz is no longer available"
        ref={missingRef}
        tabIndex={-1}
      >
        <Stack gap="sm" align="flex-start">
          Practice quizzes are kept for 30 days, on the device that started them.
          <Button onClick={onAgain} size="xs">
            Start a new one
          </Button>
        </Stack>
      </Alert>
    );
  } else if (!attempt) {
    screen = <LoadingSpinner label="Loading your practice quiz" />;
  } else if (reveal) {
    screen = (
      <QuestionCard question={reveal} questionCount={attempt.questionCount}>
        <AnswerFeedback reveal={reveal} finished={attempt.result !== null} onNext={session.next} />
      </QuestionCard>
    );
  } else if (attempt.result) {
    screen = <PracticeResults attempt={{ ...attempt, result: attempt.result }} onAgain={onAgain} />;
  } else if (attempt.question) {
    const { question } = attempt;
    screen = (
      <AnsweringCard
        question={question}
        questionCount={attempt.questionCount}
        focusPrompt={Boolean(question.options)}
        submitting={session.submitting}
        onAnswer={session.answer}
      />
    );
  }
  return (
    <Stack gap="md">
      <LiveAnnouncer message={announcement(session)} />
      {screen}
    </Stack>
  );
}
