import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { BuilderHome } from '@trivia/contracts';
import { IconPencil, IconPresentation } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router-dom';
import { ConfirmButton } from '../../../components/confirm-button';
import { formatLongDate } from '../../../lib/format';
import { archetypeName, DeleteBuiltQuizButton, PackFileButtons, packFilesFor } from '../../catalogue';
import { useDeleteDraft } from '../api/delete-draft.api';
import { useEditBuiltQuiz } from '../api/edit-quiz.api';
import { editorPath, hostQuizPath } from '../builder-paths';
import { questionsLabel } from '../draft-counts';

type DraftSummary = BuilderHome['drafts'][number];
type SavedQuiz = BuilderHome['quizzes'][number];

function DraftCard({ draft }: { draft: DraftSummary }) {
  const remove = useDeleteDraft();
  const headingId = `draft-${draft.id}`;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={headingId}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Title order={3} size="h5" id={headingId}>
            <Anchor component={Link} to={editorPath(draft.id)} inherit>
              {draft.title}
            </Anchor>
          </Title>
          {draft.quizSlug ? (
            <Badge variant="light" color="green">
              Edits a saved quiz
            </Badge>
          ) : null}
        </Group>
        <Text size="sm" c="dimmed">
          {archetypeName(draft.archetype)} · {draft.questionCount} of {draft.target} questions · Edited{' '}
          {formatLongDate(draft.updatedAt)}
        </Text>
        <Group gap="xs">
          <Button
            component={Link}
            to={editorPath(draft.id)}
            size="xs"
            leftSection={<IconPencil size={14} aria-hidden />}
          >
            Open
          </Button>
          <ConfirmButton
            ariaLabel={`Delete draft ${draft.title}`}
            title={`Delete “${draft.title}”?`}
            text={`The draft goes for good.${draft.quizSlug ? ' The saved quiz stays in your library.' : ''}`}
            labels={{ confirm: 'Delete draft', cancel: 'Keep it' }}
            onConfirm={() => remove.mutate(draft.id)}
            loading={remove.isPending}
          >
            Delete
          </ConfirmButton>
        </Group>
      </Stack>
    </Card>
  );
}

export function DraftList({ drafts }: { drafts: DraftSummary[] }) {
  if (drafts.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No drafts. Start a new quiz, or import one from a CSV file.
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      {drafts.map((draft) => (
        <DraftCard key={draft.id} draft={draft} />
      ))}
    </Stack>
  );
}

/** Opens a saved quiz in the editor: a draft of it, whose save updates the quiz. */
export function EditQuizButton({ slug, title }: { slug: string; title: string }) {
  const navigate = useNavigate();
  const edit = useEditBuiltQuiz();
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconPencil size={14} aria-hidden />}
      loading={edit.isPending}
      onClick={() => edit.mutate(slug, { onSuccess: (draft) => navigate(editorPath(draft.id)) })}
      aria-label={`Edit ${title}`}
    >
      Edit
    </Button>
  );
}

export function HostLiveButton({ slug, title }: { slug: string; title: string }) {
  return (
    <Button
      component={Link}
      to={hostQuizPath(slug)}
      size="xs"
      variant="light"
      leftSection={<IconPresentation size={14} aria-hidden />}
      aria-label={`Host ${title} live`}
    >
      Host it live
    </Button>
  );
}

function SavedQuizCard({ quiz }: { quiz: SavedQuiz }) {
  const headingId = `built-${quiz.slug}`;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={headingId}>
      <Stack gap={6}>
        <Title order={3} size="h5" id={headingId}>
          {quiz.title}
        </Title>
        <Text size="sm" c="dimmed">
          {questionsLabel(quiz.questionCount)} · Saved {formatLongDate(quiz.savedAt)}
        </Text>
        <PackFileButtons slug={quiz.slug} files={packFilesFor(quiz.slug)} downloadedTypes={[]} compact />
        <Group gap="xs">
          <EditQuizButton slug={quiz.slug} title={quiz.title} />
          <HostLiveButton slug={quiz.slug} title={quiz.title} />
          <DeleteBuiltQuizButton slug={quiz.slug} title={quiz.title} />
        </Group>
      </Stack>
    </Card>
  );
}

export function SavedQuizList({ quizzes }: { quizzes: SavedQuiz[] }) {
  if (quizzes.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Quizzes you save appear here and in your library.
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      {quizzes.map((quiz) => (
        <SavedQuizCard key={quiz.slug} quiz={quiz} />
      ))}
    </Stack>
  );
}
