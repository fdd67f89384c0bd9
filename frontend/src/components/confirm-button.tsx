import { Button, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { openConfirmModal } from '../lib/overlays';

export interface ConfirmButtonProps {
  /** The button's word ("Delete") and its accessible name ("Delete draft Friday Quiz"). */
  children: string;
  ariaLabel: string;
  /** The dialog: its question, what will happen, and its two answers. */
  title: string;
  text: string;
  labels: { confirm: string; cancel: string };
  onConfirm: () => void;
  loading?: boolean;
  style?: CSSProperties;
}

/** A small red button for a step that cannot be undone: it asks first, in a confirm dialog. */
export function ConfirmButton({
  children,
  ariaLabel,
  title,
  text,
  labels,
  onConfirm,
  loading,
  style,
}: ConfirmButtonProps) {
  const ask = () =>
    openConfirmModal({
      title,
      children: <Text size="sm">{text}</Text>,
      labels,
      confirmProps: { color: 'red' },
      onConfirm,
    });
  return (
    <Button
      size="xs"
      variant="subtle"
      color="red"
      leftSection={<IconTrash size={14} aria-hidden />}
      loading={loading}
      onClick={ask}
      aria-label={ariaLabel}
      style={style}
    >
      {children}
    </Button>
  );
}
