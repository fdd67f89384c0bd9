import { Button, Group, Stack, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { LoadingSpinner } from '../../../components/loading-spinner';

/** One admin tool: a heading, a Refresh button for its query, and what it shows once loaded. */
export function AdminSection({
  title,
  query,
  actions,
  children,
}: {
  title: string;
  query?: Pick<UseQueryResult, 'refetch' | 'isFetching' | 'isPending'>;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2} size="h3">
          {title}
        </Title>
        <Group gap="xs">
          {actions}
          {query ? (
            <Button
              variant="default"
              size="xs"
              leftSection={<IconRefresh size={14} aria-hidden />}
              onClick={() => void query.refetch()}
              loading={query.isFetching}
            >
              Refresh
            </Button>
          ) : null}
        </Group>
      </Group>
      {query?.isPending ? <LoadingSpinner /> : children}
    </Stack>
  );
}
