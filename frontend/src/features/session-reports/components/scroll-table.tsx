import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A table that scrolls sideways on a narrow screen (375 px) rather than squeezing its columns. The scrolling
 * region is focusable and named ("Questions table"), so keyboard users can scroll it too.
 */
export function ScrollTable({ label, minWidth, children }: { label: string; minWidth: number; children: ReactNode }) {
  return (
    <Table.ScrollContainer minWidth={minWidth} type="native" tabIndex={0} role="region" aria-label={`${label} table`}>
      <Table striped verticalSpacing="xs">
        {children}
      </Table>
    </Table.ScrollContainer>
  );
}
