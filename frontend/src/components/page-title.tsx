import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { siteTitle } from '@trivia/contracts';

export function PageTitle({ title, subtitle }: { title: string; subtitle?: ReactNode }) {
  useDocumentTitle(siteTitle(title));
  return (
    <Stack gap={4} mb="lg">
      <Title order={1}>{title}</Title>
      {subtitle ? <Text c="dimmed">{subtitle}</Text> : null}
    </Stack>
  );
}
