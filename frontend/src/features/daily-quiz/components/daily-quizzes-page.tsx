import { Container, SimpleGrid, Stack, Title } from '@mantine/core';
import { ukDate } from '@trivia/contracts';
import { useState } from 'react';
import { PageTitle } from '../../../components/page-title';
import { QUIZ_KIND_LIST } from '../quiz-kinds';
import { PastQuizzes } from './past-quizzes';
import { TodayQuizCard } from './today-quiz-card';

/** /daily-quizzes: today's two quizzes with live counts and leaderboards, then previous days. */
export function DailyQuizzesPage() {
  const [today] = useState(() => ukDate(new Date()));
  return (
    <Container size="lg" py="xl">
      <PageTitle
        title="Daily Quizzes"
        subtitle="Two free quizzes every day, no account needed. A new pair arrives at midnight UK time."
      />
      <Stack gap={40}>
        <Stack component="section" aria-labelledby="today-title" gap="md">
          <Title order={2} size="h3" id="today-title">
            Today
          </Title>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            {QUIZ_KIND_LIST.map((info) => (
              <TodayQuizCard key={info.kind} info={info} today={today} />
            ))}
          </SimpleGrid>
        </Stack>
        <Stack component="section" aria-labelledby="previous-title" gap="md">
          <Title order={2} size="h3" id="previous-title">
            Previous days
          </Title>
          <PastQuizzes />
        </Stack>
      </Stack>
    </Container>
  );
}
