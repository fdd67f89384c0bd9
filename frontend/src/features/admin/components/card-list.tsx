import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/** A named list of cards (each a Paper rendered as an li), spaced apart. */
export function CardList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
      {children}
    </Stack>
  );
}
