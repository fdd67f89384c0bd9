import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatQuizDate } from '../../../lib/format';
import { useQuizHistory } from '../api/quiz-history.api';
import { groupHistoryByDay } from '../history-days';
import { leaderboardPath, practicePath, QUIZ_KINDS } from '../quiz-kinds';
import { finishedText } from '../result-text';

const PAGE_DAYS = 14;

/** Previous days, each quiz with its leaderboard and a practice link (practice is never ranked). */
export function PastQuizzes() {
  const { data, isPending, isError } = useQuizHistory();
  const [shown, setShown] = useState(PAGE_DAYS);
  if (isPending) return <Text c="dimmed">Loading previous quizzes…</Text>;
  if (isError) return <Text c="dimmed">Previous quizzes could not be loaded.</Text>;
  const days = groupHistoryByDay(data.days);
  if (days.length === 0) return <Text c="dimmed">Previous days’ quizzes will be listed here.</Text>;
  return (
    <Stack gap="sm">
      {days.slice(0, shown).map((day) => (
        <Paper key={day.date} withBorder p="md" radius="md" component="section" aria-label={formatQuizDate(day.date)}>
          <Text fw={600} mb="xs">
            {formatQuizDate(day.date)}
          </Text>
          <Stack gap="xs">
            {day.quizzes.map(({ kind, players }) => (
              <Group key={kind} justify="space-between" gap="xs">
                <Text size="sm">
                  {QUIZ_KINDS[kind].shortTitle}{' '}
                  <Text span size="sm" c="dimmed">
                    · {finishedText(players)}
                  </Text>
                </Text>
                <Group gap="sm">
                  <Anchor
                    component={Link}
                    to={leaderboardPath(kind, day.date)}
                    size="sm"
                    aria-label={`${QUIZ_KINDS[kind].shortTitle} leaderboard, ${formatQuizDate(day.date)}`}
                  >
                    Leaderboard
                  </Anchor>
                  <Button
                    component={Link}
                    to={practicePath(kind, day.date)}
                    size="compact-sm"
                    variant="light"
                    aria-label={`Practise the ${QUIZ_KINDS[kind].shortTitle} quiz of ${formatQuizDate(day.date)}`}
                  >
                    Practice
                  </Button>
                </Group>
              </Group>
            ))}
          </Stack>
        </Paper>
      ))}
      {days.length > shown ? (
        <Button variant="subtle" onClick={() => setShown((n) => n + PAGE_DAYS)} style={{ alignSelf: 'flex-start' }}>
          Show earlier days
        </Button>
      ) : null}
    </Stack>
  );
}
