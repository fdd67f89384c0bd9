import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { forwardRef } from 'react';
import { Link } from 'react-router-dom';
import { PackFileButtons, packFilesFor } from '../../catalogue';
import { HostLiveButton } from './builder-lists';

export interface SavedQuizPanelProps {
  slug: string;
  title: string;
  /** True right after a save here; false when the draft edits a quiz saved before. */
  justSaved: boolean;
}

/** Where a saved quiz lives: the library, its four files, hosting it live, and editing on here. */
export const SavedQuizPanel = forwardRef<HTMLDivElement, SavedQuizPanelProps>(function SavedQuizPanel(
  { slug, title, justSaved },
  ref,
) {
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      color="green"
      variant="light"
      icon={<IconCircleCheck size={20} aria-hidden />}
      title={justSaved ? 'Saved to your library' : 'This draft edits a saved quiz'}
      aria-label={justSaved ? 'Saved to your library' : 'Saved quiz'}
    >
      <Stack gap="xs">
        <Text size="sm">
          “{title}” is in{' '}
          <Anchor component={Link} to="/library" inherit>
            My Library
          </Anchor>
          . {justSaved ? 'Edit on here and save again to update it.' : 'Save to update it with your changes.'}
        </Text>
        <PackFileButtons slug={slug} files={packFilesFor(slug)} downloadedTypes={[]} compact />
        <Group gap="xs">
          <HostLiveButton slug={slug} title={title} />
        </Group>
      </Stack>
    </Alert>
  );
});
