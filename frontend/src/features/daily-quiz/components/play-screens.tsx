import { LoadingSpinner } from '../../../components/loading-spinner';
import type { DailyQuizSession } from '../hooks/use-daily-quiz-session';
import type { QuizKindInfo } from '../quiz-kinds';
import { AnswerFeedback } from './answer-feedback';
import { AnsweringCard } from './answering-card';
import { QuestionCard } from './question-card';
import { QuizResults } from './quiz-results';

export interface PlayScreensProps {
  session: DailyQuizSession;
  info: QuizKindInfo;
  practice: boolean;
  isToday: boolean;
}

/** A started quiz: the question, then the feedback on each answer, then the results (loaded lazily by the page). */
export function PlayScreens({ session, info, practice, isToday }: PlayScreensProps) {
  const { attempt, reveal } = session;
  if (!attempt) return <LoadingSpinner label="Loading your quiz" />;
  if (session.phase === 'feedback' && reveal)
    return (
      <QuestionCard question={reveal} questionCount={attempt.questionCount}>
        <AnswerFeedback reveal={reveal} finished={attempt.result !== null} onNext={session.next} />
      </QuestionCard>
    );
  if (attempt.result)
    return (
      <QuizResults
        attempt={{ ...attempt, result: attempt.result }}
        isToday={isToday}
        onPractiseAgain={practice ? session.restart : undefined}
      />
    );
  const question = attempt.question;
  if (!question) return null;
  return (
    <AnsweringCard
      question={question}
      questionCount={attempt.questionCount}
      focusPrompt={info.kind === 'mc'}
      submitting={session.submitting}
      onAnswer={session.answer}
    />
  );
}
