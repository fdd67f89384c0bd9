import { Anchor, Badge, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { countLabel, ordinal } from '../../../lib/format';
import { useDashboardStats, useTodaysQuizDate } from '../api/dashboard.api';
import { todaysQuizzes } from '../dashboard-logic';
import { DashboardCard } from './dashboard-card';

/** Today's two daily quizzes (played or still to play) and the member's streak. */
export function TodayCard() {
  const stats = useDashboardStats();
  const today = useTodaysQuizDate();
  const loading = stats.isPending || today.isPending;
  const quizzes = stats.data && today.data ? todaysQuizzes(stats.data.history, today.data.date) : null;
  const streak = stats.data?.streak;
  return (
    <DashboardCard title="Today’s daily quizzes">
      {loading ? <Skeleton height={72} /> : null}
      {!loading && !quizzes ? (
        <Text size="sm">
          Today’s quizzes could not be loaded.{' '}
          <Anchor component={Link} to="/daily-quizzes">
            Open the daily quizzes
          </Anchor>
        </Text>
      ) : null}
      {quizzes ? (
        <Stack gap="xs">
          {quizzes.map((quiz) => (
            <Group key={quiz.kind} justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" fw={500}>
                {quiz.title}
              </Text>
              {quiz.result ? (
                <Badge variant="light" color="green">
                  {quiz.result.score}/{quiz.result.total}
                  {quiz.result.rank ? `, ${ordinal(quiz.result.rank)}` : ''}
                </Badge>
              ) : (
                <Button
                  component={Link}
                  to={quiz.to}
                  size="compact-sm"
                  aria-label={`Play the ${quiz.title.toLowerCase()}`}
                >
                  Play
                </Button>
              )}
            </Group>
          ))}
        </Stack>
      ) : null}
      {streak ? (
        <Text size="sm" c="dimmed">
          Streak: {countLabel(streak.current, 'day')} (best {countLabel(streak.best, 'day')})
        </Text>
      ) : null}
    </DashboardCard>
  );
}
