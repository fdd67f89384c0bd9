import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { SITE } from '../lib/site-config';

export function PageTitle({ title, subtitle }: { title: string; subtitle?: ReactNode }) {
  useDocumentTitle(`${title} | ${SITE.name}`);
  return (
    <Stack gap={4} mb="lg">
      <Title order={1}>{title}</Title>
      {subtitle ? <Text c="dimmed">{subtitle}</Text> : null}
    </Stack>
  );
}
