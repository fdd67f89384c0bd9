import { Anchor, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { categoryName, type QuizSummary } from '@trivia/contracts';
import { Link } from 'react-router-dom';
import { formatLongDate } from '../../../lib/format';
import { AUDIENCE_LABELS, downloadsLabel } from '../quiz-labels';
import { QuizBadges } from './quiz-badges';

const CATEGORIES_SHOWN = 3;

function categoriesLine(categories: string[]): string {
  const names = categories.slice(0, CATEGORIES_SHOWN).map(categoryName);
  const more = categories.length - names.length;
  return more > 0 ? `${names.join(', ')} and ${more} more` : names.join(', ');
}

/** One quiz in a list: its title links to the quiz's page. */
export function QuizCard({ quiz }: { quiz: QuizSummary }) {
  const headingId = `quiz-${quiz.slug}`;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={headingId} h="100%">
      <Stack gap="xs" h="100%">
        <QuizBadges quiz={quiz} />
        <Title order={3} size="h5" id={headingId}>
          <Anchor component={Link} to={`/quizzes/${quiz.slug}`} inherit>
            {quiz.title}
          </Anchor>
        </Title>
        <Text size="sm">
          {quiz.length} questions in {quiz.roundCount} {quiz.roundCount === 1 ? 'round' : 'rounds'} ·{' '}
          {AUDIENCE_LABELS[quiz.audience]}
        </Text>
        {quiz.categories.length > 0 ? (
          <Text size="sm" c="dimmed">
            {categoriesLine(quiz.categories)}
          </Text>
        ) : null}
        <Group justify="space-between" gap="xs" mt="auto">
          <Text size="xs" c="dimmed">
            Published {formatLongDate(quiz.publishedAt)}
          </Text>
          <Text size="xs" c="dimmed">
            {downloadsLabel(quiz.downloads)}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}

export function QuizCardSkeleton() {
  return (
    <Card withBorder radius="md" padding="md" aria-hidden>
      <Stack gap="xs">
        <Skeleton h={18} w="50%" />
        <Skeleton h={22} />
        <Skeleton h={14} w="70%" />
        <Skeleton h={14} w="60%" />
        <Skeleton h={12} w="40%" mt="sm" />
      </Stack>
    </Card>
  );
}
