import { Table, type TableProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A table that scrolls sideways on a narrow screen (375 px) rather than squeezing its columns. The scrolling
 * region is focusable and named ("Questions table"), so keyboard users can scroll it too, and its scrollbar is the
 * browser's own, always shown where it can scroll. Put a note about the figures outside it: a caption scrolls away.
 */
export function ScrollTable({
  label,
  minWidth,
  children,
  ...tableProps
}: { label: string; minWidth: number; children: ReactNode } & Omit<TableProps, 'children'>) {
  return (
    <Table.ScrollContainer minWidth={minWidth} type="native" tabIndex={0} role="region" aria-label={`${label} table`}>
      <Table striped verticalSpacing="xs" {...tableProps}>
        {children}
      </Table>
    </Table.ScrollContainer>
  );
}
