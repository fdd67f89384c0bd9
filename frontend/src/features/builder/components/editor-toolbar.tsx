import { ActionIcon, Button, Group, Loader, Paper, Text, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconAlertTriangle,
  IconArrowBackUp,
  IconArrowForwardUp,
  IconCheck,
  IconDeviceFloppy,
  IconFileExport,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { DraftCount } from '../draft-counts';
import type { AutosaveState } from '../hooks/use-draft-editor';

function SaveStatus({ state, onRetry, onReload }: { state: AutosaveState; onRetry: () => void; onReload: () => void }) {
  let body: ReactNode;
  if (state === 'saved') {
    body = (
      <>
        <IconCheck size={16} aria-hidden color="var(--mantine-color-green-7)" /> Saved
      </>
    );
  } else if (state === 'pending' || state === 'saving') {
    body = (
      <>
        <Loader size={12} aria-hidden /> Saving…
      </>
    );
  } else if (state === 'failed') {
    body = (
      <>
        <IconAlertTriangle size={16} aria-hidden color="var(--mantine-color-red-7)" /> Not saved —{' '}
        <Button size="compact-xs" variant="light" color="red" onClick={onRetry}>
          retry
        </Button>
      </>
    );
  } else if (state === 'invalid') {
    body = (
      <>
        <IconAlertTriangle size={16} aria-hidden color="var(--mantine-color-red-7)" /> Not saved — fix what is marked
      </>
    );
  } else {
    body = (
      <>
        <IconAlertTriangle size={16} aria-hidden color="var(--mantine-color-red-7)" /> Not saved — changed elsewhere{' '}
        <Button size="compact-xs" variant="light" color="red" onClick={onReload}>
          Reload
        </Button>
      </>
    );
  }
  return (
    <Group gap={6} wrap="nowrap" role="status" aria-live="polite" data-testid="autosave-status">
      <Text size="sm" component="span" style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
        {body}
      </Text>
    </Group>
  );
}

export interface EditorToolbarProps {
  count: DraftCount;
  state: AutosaveState;
  canUndo: boolean;
  canRedo: boolean;
  saving: boolean;
  exporting: boolean;
  saveLabel: string;
  onUndo: () => void;
  onRedo: () => void;
  onRetry: () => void;
  onReload: () => void;
  onExport: () => void;
  onSave: () => void;
}

/** Stays in view while the member scrolls the rounds: the count, the autosave state, undo and redo, and saving. */
export function EditorToolbar(props: EditorToolbarProps) {
  const { count } = props;
  // On a phone the bar keeps to two lines (export as an icon), so the rounds stay in view under it.
  const narrow = useMediaQuery('(max-width: 36em)') ?? false;
  return (
    <Paper
      withBorder
      radius="md"
      p="xs"
      shadow="xs"
      style={{ position: 'sticky', top: 8, zIndex: 5 }}
      aria-label="Draft tools"
      component="section"
    >
      <Group justify="space-between" gap="xs">
        <Group gap={narrow ? 4 : 'sm'} w={narrow ? '100%' : undefined} justify="space-between">
          <Text
            fw={600}
            size="sm"
            c={count.toAdd > 0 || count.over > 0 ? undefined : 'green.8'}
            data-testid="draft-count"
          >
            {count.text}
          </Text>
          <SaveStatus state={props.state} onRetry={props.onRetry} onReload={props.onReload} />
        </Group>
        <Group gap={6}>
          <Tooltip label="Undo (Ctrl+Z)">
            <ActionIcon
              variant="default"
              size="lg"
              aria-label="Undo"
              aria-keyshortcuts="Control+Z"
              disabled={!props.canUndo}
              onClick={props.onUndo}
            >
              <IconArrowBackUp size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Redo (Ctrl+Shift+Z)">
            <ActionIcon
              variant="default"
              size="lg"
              aria-label="Redo"
              aria-keyshortcuts="Control+Shift+Z"
              disabled={!props.canRedo}
              onClick={props.onRedo}
            >
              <IconArrowForwardUp size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          {narrow ? (
            <ActionIcon
              variant="default"
              size="lg"
              aria-label="Export CSV"
              loading={props.exporting}
              onClick={props.onExport}
            >
              <IconFileExport size={18} aria-hidden />
            </ActionIcon>
          ) : (
            <Button
              variant="default"
              leftSection={<IconFileExport size={16} aria-hidden />}
              loading={props.exporting}
              onClick={props.onExport}
            >
              Export CSV
            </Button>
          )}
          <Button
            leftSection={<IconDeviceFloppy size={16} aria-hidden />}
            loading={props.saving}
            onClick={props.onSave}
          >
            {props.saveLabel}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
