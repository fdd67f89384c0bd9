import { Button, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { openConfirmModal } from '../../../lib/overlays';
import { useDeleteBuiltQuiz } from '../api/delete-built-quiz.api';

/** Deletes a quiz the member built, once they confirm; the month's custom quiz it used is not given back. */
export function DeleteBuiltQuizButton({ slug, title }: { slug: string; title: string }) {
  const remove = useDeleteBuiltQuiz();
  const confirmDelete = () =>
    openConfirmModal({
      title: `Delete “${title}”?`,
      children: (
        <Text size="sm">
          The quiz, its files and its draft go for good. The custom quiz it used this month is not given back.
        </Text>
      ),
      labels: { confirm: 'Delete quiz', cancel: 'Keep it' },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(slug),
    });
  return (
    <Button
      size="xs"
      variant="subtle"
      color="red"
      leftSection={<IconTrash size={14} aria-hidden />}
      loading={remove.isPending}
      onClick={confirmDelete}
      aria-label={`Delete ${title}`}
    >
      Delete
    </Button>
  );
}
