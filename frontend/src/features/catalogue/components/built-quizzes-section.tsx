import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { BuiltQuiz } from '@trivia/contracts';
import { IconPencil, IconPresentation } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { formatLongDate } from '../../../lib/format';
import { DeleteBuiltQuizButton } from './delete-built-quiz-button';
import { PackFileButtons } from './pack-downloads';

function BuiltQuizCard({ built }: { built: BuiltQuiz }) {
  const { quiz } = built;
  const headingId = `built-${quiz.slug}`;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Title order={3} size="h5" id={headingId}>
          {quiz.title}
        </Title>
        <Text size="xs" c="dimmed">
          {built.questionCount} questions · Saved {formatLongDate(built.savedAt)} · Only you can see it
        </Text>
        <PackFileButtons slug={quiz.slug} files={built.files} downloadedTypes={built.downloadedTypes} compact />
        <Group gap="xs">
          <Button
            component={Link}
            to={`/builder/quizzes/${encodeURIComponent(quiz.slug)}/edit`}
            size="xs"
            variant="light"
            leftSection={<IconPencil size={14} aria-hidden />}
            aria-label={`Edit ${quiz.title}`}
          >
            Edit
          </Button>
          <Button
            component={Link}
            to={`/arena/host-session?quiz=${encodeURIComponent(quiz.slug)}`}
            size="xs"
            variant="light"
            leftSection={<IconPresentation size={14} aria-hidden />}
            aria-label={`Host ${quiz.title} live`}
          >
            Host it live
          </Button>
          <DeleteBuiltQuizButton slug={quiz.slug} title={quiz.title} />
        </Group>
      </Stack>
    </Card>
  );
}

/** The library's "My quizzes": what the member made in the builder, downloadable without using a pack download. */
export function BuiltQuizzesSection({ built }: { built: BuiltQuiz[] }) {
  if (built.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="library-my-quizzes" mb="xl">
      <Group justify="space-between" align="baseline">
        <Title order={2} size="h3" id="library-my-quizzes">
          My quizzes
        </Title>
        <Anchor component={Link} to="/builder" size="sm">
          Open the builder
        </Anchor>
      </Group>
      <Text size="sm" c="dimmed">
        Quizzes you built. Downloading them never uses a pack download.
      </Text>
      {built.map((item) => (
        <BuiltQuizCard key={item.quiz.slug} built={item} />
      ))}
    </Stack>
  );
}
