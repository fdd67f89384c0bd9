import { Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { DAILY_MC_OPTIONS, DAILY_MC_QUESTIONS, DAILY_STANDARD_QUESTIONS, type DailyQuizKind } from '@trivia/contracts';
import { Link } from 'react-router-dom';
import { countsFor, liveCountText, useDailyStats } from '../../live';

const QUIZZES: { kind: DailyQuizKind; title: string; detail: string; to: string }[] = [
  {
    kind: 'standard',
    title: 'Daily Standard Quiz',
    detail: `${DAILY_STANDARD_QUESTIONS} questions, type your answers, no time limit.`,
    to: '/daily-quiz',
  },
  {
    kind: 'mc',
    title: 'Daily Multiple Choice Quiz',
    detail: `${DAILY_MC_QUESTIONS} questions with ${DAILY_MC_OPTIONS} options each.`,
    to: '/daily-mc-quiz',
  },
];

/** Today's two quizzes with live counts, pushed over the socket as players start and finish. */
export function DailyQuizTeaser() {
  const { data: stats } = useDailyStats();
  return (
    <Stack component="section" aria-labelledby="daily-teaser-title">
      <Title order={2} id="daily-teaser-title" size="h3">
        Free daily quizzes
      </Title>
      <Text c="dimmed">Two new quizzes every day, free and without an account, with daily ranks and leaderboards.</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {QUIZZES.map((quiz) => {
          const counts = stats ? liveCountText(countsFor(stats, quiz.kind)) : null;
          return (
            <Card key={quiz.to} withBorder padding="lg">
              <Text fw={600}>{quiz.title}</Text>
              <Text size="sm" c="dimmed" mb="sm">
                {quiz.detail}
              </Text>
              {counts ? (
                <Text size="sm" mb="md" data-testid={`players-today-${quiz.kind}`}>
                  <Text span size="sm" fw={600}>
                    {counts.startedToday}
                  </Text>
                  {counts.playingNow ? (
                    <Text span size="sm" c="dimmed">
                      {' '}
                      · {counts.playingNow}
                    </Text>
                  ) : null}
                </Text>
              ) : (
                <Text size="sm" c="dimmed" mb="md">
                  New quiz every day at midnight UK time.
                </Text>
              )}
              <Button component={Link} to={quiz.to} style={{ alignSelf: 'flex-start' }}>
                Play now
              </Button>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
