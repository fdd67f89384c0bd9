import { Alert, Button, Container, Stack, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageTitle } from '../../../components/page-title';
import { useUserStats } from '../api/user-stats.api';
import { CategoryAccuracy } from './category-accuracy';
import { QuizHistoryTable } from './quiz-history-table';
import { StatFigures } from './stat-figures';

/** /stats, behind RequireAuth: streak, totals, accuracy by category and the quizzes played. */
export function UserStatsPage() {
  const { data, isPending, isError } = useUserStats();
  return (
    <Container size="md" py="xl">
      <PageTitle title="My Stats" subtitle="Your daily quiz streak, accuracy and history." />
      {isPending ? <LoadingSpinner label="Loading your stats" /> : null}
      {isError ? (
        <Alert color="red" variant="light" title="Stats unavailable">
          We could not load your stats.
        </Alert>
      ) : null}
      {data ? (
        <Stack gap={40}>
          <StatFigures stats={data} />
          <Stack component="section" aria-labelledby="accuracy-title" gap="md">
            <Title order={2} size="h3" id="accuracy-title">
              Accuracy by category
            </Title>
            <CategoryAccuracy byCategory={data.byCategory} />
          </Stack>
          <Stack component="section" aria-labelledby="history-title" gap="md">
            <Title order={2} size="h3" id="history-title">
              History
            </Title>
            <QuizHistoryTable history={data.history} />
          </Stack>
          <Button component={Link} to="/daily-quizzes" variant="light" style={{ alignSelf: 'flex-start' }}>
            Play today’s quizzes
          </Button>
        </Stack>
      ) : null}
    </Container>
  );
}
