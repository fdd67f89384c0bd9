import { Alert, Button, Container, Stack } from '@mantine/core';
import { IconSchool, IconUserPlus } from '@tabler/icons-react';
import { ukDate, type DailyQuizKind } from '@trivia/contracts';
import { Suspense, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { LiveAnnouncer } from '../../../components/live-announcer';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageTitle } from '../../../components/page-title';
import { afterFirstLoad } from '../../../lib/after-first-load';
import { formatQuizDate } from '../../../lib/format';
import { useDailyQuizSession, type DailyQuizSession } from '../hooks/use-daily-quiz-session';
import { playModeFor, QUIZ_KINDS, type QuizKindInfo } from '../quiz-kinds';
import { resultAnnouncement, UNRANKED_TEXT } from '../result-text';
import { QuizStartScreen } from './quiz-start-screen';
import { lazyNamed } from '../../../lib/lazy-named';

interface PlayProps {
  info: QuizKindInfo;
  date: string;
  practice: boolean;
  today: string;
}

function announcement(session: DailyQuizSession, info: QuizKindInfo, isToday: boolean): string {
  const { attempt, reveal } = session;
  switch (session.phase) {
    case 'loading':
      return 'Loading your quiz';
    case 'start':
      return `${info.title}: ${info.summary}. Ready to start.`;
    case 'question':
      return attempt?.question ? `Question ${attempt.question.index + 1} of ${attempt.questionCount}` : '';
    case 'feedback':
      if (!reveal) return '';
      return reveal.correct ? 'Correct!' : `Not quite. The answer was ${reveal.correctAnswer}.`;
    case 'finished':
      return attempt?.result ? resultAnnouncement(attempt.result, isToday) : 'Quiz complete.';
  }
}

interface PhaseScreenProps extends PlayProps {
  session: DailyQuizSession;
  isToday: boolean;
}

// The question, feedback and results screens (with the answer form's checks and the results table) load while
// the start screen is shown, keeping them out of the page's first download.
const loadPlayScreens = () => import('./play-screens');
const PlayScreens = lazyNamed(loadPlayScreens, 'PlayScreens');

/** The screen for the session's phase. */
function PhaseScreen({ session, info, date, practice, isToday }: PhaseScreenProps) {
  useEffect(() => void afterFirstLoad().then(loadPlayScreens), []);
  if (session.phase === 'start')
    return (
      <QuizStartScreen
        info={info}
        practiceDate={practice ? date : null}
        starting={session.starting}
        onStart={session.start}
      />
    );
  return (
    <Suspense fallback={<LoadingSpinner label="Loading your quiz" />}>
      <PlayScreens session={session} info={info} practice={practice} isToday={isToday} />
    </Suspense>
  );
}

function DailyQuizPlay(props: PlayProps) {
  const { info, date, practice, today } = props;
  const session = useDailyQuizSession(info.kind, date, practice);
  const isToday = date === today;
  return (
    <Stack gap="md">
      <LiveAnnouncer message={announcement(session, info, isToday)} />
      {practice ? (
        <Alert variant="light" color="grape" icon={<IconSchool aria-hidden />} title="Practice mode: not ranked">
          You are playing the quiz of {formatQuizDate(date)}. Your score is not added to any leaderboard.
        </Alert>
      ) : null}
      {session.attempt?.unrankedReason === 'guest-limit' && !session.attempt.result ? (
        <Alert variant="light" color="yellow" icon={<IconUserPlus aria-hidden />} title="Playing unranked">
          {UNRANKED_TEXT['guest-limit']}
        </Alert>
      ) : null}
      <PhaseScreen session={session} {...props} isToday={isToday} />
    </Stack>
  );
}

/** One screen for both daily quizzes; `?date=YYYY-MM-DD` plays a past day in practice mode. */
export function DailyQuizPage({ kind }: { kind: DailyQuizKind }) {
  const info = QUIZ_KINDS[kind];
  const [params] = useSearchParams();
  const [today] = useState(() => ukDate(new Date()));
  const mode = playModeFor(params.get('date'), today);
  const date = mode.kind === 'practice' ? mode.date : today;
  return (
    <Container size="sm" py="xl">
      <PageTitle title={info.title} subtitle={formatQuizDate(date)} />
      {mode.kind === 'invalid' ? (
        <Alert color="red" variant="light" title="No quiz for that date">
          <Stack gap="sm" align="flex-start">
            {mode.reason}
            <Button component={Link} to={info.path} size="xs">
              Play today’s quiz
            </Button>
          </Stack>
        </Alert>
      ) : (
        <DailyQuizPlay key={date} info={info} date={date} practice={mode.kind === 'practice'} today={today} />
      )}
    </Container>
  );
}

export function DailyStandardQuizPage() {
  return <DailyQuizPage kind="standard" />;
}

export function DailyMcQuizPage() {
  return <DailyQuizPage kind="mc" />;
}
