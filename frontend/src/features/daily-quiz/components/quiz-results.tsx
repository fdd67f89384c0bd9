import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconChartBar, IconShare, IconTrophy, IconUserPlus } from '@tabler/icons-react';
import type { AttemptState, DailyResult } from '@trivia/contracts';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { copyText } from '../../../lib/clipboard';
import { formatDuration } from '../../../lib/format';
import { showSuccessToast, showWarningToast } from '../../../lib/toast';
import { useCurrentUser } from '../../auth';
import { leaderboardPath } from '../quiz-kinds';
import { rankParts, UNRANKED_TEXT } from '../result-text';
import { AnswersReview } from './answers-review';

export interface QuizResultsProps {
  attempt: AttemptState & { result: DailyResult };
  isToday: boolean;
  onPractiseAgain?: () => void;
}

async function share(text: string): Promise<void> {
  if (await copyText(text)) showSuccessToast('Copied to clipboard', 'Paste it anywhere to share your result.');
  else showWarningToast('Could not copy', 'Your browser did not allow copying. Select the text and copy it instead.');
}

function Figure({ label, value, context }: { label: string; value: string; context?: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz={28} fw={700} lh={1.2}>
        {value}
        {context ? (
          <Text span size="sm" fw={500} c="dimmed">
            {' '}
            {context}
          </Text>
        ) : null}
      </Text>
    </Stack>
  );
}

export function QuizResults({ attempt, isToday, onPractiseAgain }: QuizResultsProps) {
  const { status } = useCurrentUser();
  const { result } = attempt;
  const rank = rankParts(result, isToday);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The question the player was on is gone; keyboard and screen reader users continue from the result.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Title order={2} size="h3" ref={headingRef} tabIndex={-1} style={{ outline: 'none' }}>
            Your result
          </Title>
          <SimpleGrid cols={{ base: 2, sm: 3 }}>
            <Figure label="Score" value={`${result.score}/${result.total}`} />
            <Figure label="Time" value={formatDuration(result.elapsedMs)} />
            {rank ? <Figure label="Rank" value={rank.position} context={rank.context} /> : null}
          </SimpleGrid>
          {attempt.unrankedReason ? (
            <Text size="sm" c={attempt.unrankedReason === 'practice' ? 'dimmed' : undefined}>
              {UNRANKED_TEXT[attempt.unrankedReason]}
            </Text>
          ) : null}
          <Group gap="sm">
            <Button leftSection={<IconShare size={16} aria-hidden />} onClick={() => void share(result.shareText)}>
              Share
            </Button>
            <Button
              component={Link}
              to={leaderboardPath(attempt.kind, attempt.date)}
              variant="light"
              leftSection={<IconTrophy size={16} aria-hidden />}
            >
              Leaderboard
            </Button>
            {status === 'logged-in' ? (
              <Button component={Link} to="/stats" variant="light" leftSection={<IconChartBar size={16} aria-hidden />}>
                My Stats
              </Button>
            ) : null}
            {onPractiseAgain ? (
              <Button variant="subtle" onClick={onPractiseAgain}>
                Practise again
              </Button>
            ) : null}
          </Group>
        </Stack>
      </Paper>
      {status === 'logged-out' ? (
        <Alert variant="light" icon={<IconUserPlus aria-hidden />} title="Create an account to keep your results">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">Sign up and today’s result moves to your account, with your streak and stats.</Text>
            <Button component={Link} to="/auth/register" size="xs">
              Sign Up
            </Button>
          </Stack>
        </Alert>
      ) : null}
      <Stack gap="sm">
        <Title order={2} size="h4">
          Your answers
        </Title>
        <AnswersReview answered={attempt.answered} />
      </Stack>
      <Button component={Link} to="/daily-quizzes" variant="subtle" style={{ alignSelf: 'flex-start' }}>
        All daily quizzes
      </Button>
    </Stack>
  );
}
