import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One block of the dashboard: a heading and what it holds. */
export function DashboardCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title} h="100%">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
