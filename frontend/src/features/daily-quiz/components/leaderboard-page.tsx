import { Alert, Button, Container, Group, Stack, Text } from '@mantine/core';
import { ukDate, type DailyQuizKind } from '@trivia/contracts';
import { Link, useParams } from 'react-router-dom';
import { PageTitle } from '../../../components/page-title';
import { formatQuizDate } from '../../../lib/format';
import { useLeaderboard } from '../api/leaderboard.api';
import { parseQuizDate, parseQuizKind, practicePath, QUIZ_KINDS } from '../quiz-kinds';
import { leaderboardCaption, yourPlaceText } from '../result-text';
import { LeaderboardTable } from './leaderboard-table';

function Leaderboard({ kind, date }: { kind: DailyQuizKind; date: string }) {
  const info = QUIZ_KINDS[kind];
  const { data, isPending, isError } = useLeaderboard(kind, date);
  const isToday = date === ukDate(new Date());
  return (
    <Container size="md" py="xl">
      <PageTitle title={`${info.title} leaderboard`} subtitle={formatQuizDate(date)} />
      <Stack gap="md">
        {isError ? (
          <Alert color="red" variant="light" title="Leaderboard unavailable">
            We could not load this leaderboard.
          </Alert>
        ) : (
          <>
            {data?.you ? <Text fw={500}>{yourPlaceText(data.you, data.players, isToday)}</Text> : null}
            <LeaderboardTable
              entries={data?.entries}
              loading={isPending}
              caption={data ? leaderboardCaption(data.entries.length, data.players) : ''}
            />
          </>
        )}
        <Group gap="sm">
          <Button component={Link} to={isToday ? info.path : practicePath(kind, date)} variant="light">
            {isToday ? 'Play today’s quiz' : 'Practise this quiz'}
          </Button>
          <Button component={Link} to="/daily-quizzes" variant="subtle">
            All daily quizzes
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}

/** /daily-quizzes/leaderboard/:kind/:date */
export function DailyLeaderboardPage() {
  const params = useParams();
  const kind = parseQuizKind(params.kind);
  const date = parseQuizDate(params.date);
  if (!kind || !date)
    return (
      <Container size="sm" py="xl">
        <PageTitle title="Leaderboard not found" />
        <Alert color="red" variant="light" title="No such leaderboard">
          Leaderboards are at a quiz kind (standard or mc) and a date like 2026-11-21.
        </Alert>
        <Button component={Link} to="/daily-quizzes" mt="md" variant="light">
          All daily quizzes
        </Button>
      </Container>
    );
  return <Leaderboard kind={kind} date={date} />;
}
