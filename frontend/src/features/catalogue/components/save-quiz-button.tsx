import { Button } from '@mantine/core';
import { IconBookmark, IconBookmarkFilled } from '@tabler/icons-react';
import { useSaveQuiz } from '../api/save-quiz.api';

/** Members keep a quiz for later in their library; pressed again, it comes out. */
export function SaveQuizButton({ slug, saved }: { slug: string; saved: boolean }) {
  const save = useSaveQuiz();
  return (
    <Button
      variant={saved ? 'light' : 'default'}
      leftSection={saved ? <IconBookmarkFilled size={16} aria-hidden /> : <IconBookmark size={16} aria-hidden />}
      aria-pressed={saved}
      loading={save.isPending}
      onClick={() => save.mutate({ slug, saved: !saved })}
    >
      {saved ? 'Saved to library' : 'Save to library'}
    </Button>
  );
}
