import { Button, Container, Group, Stack, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageTitle } from '../../../components/page-title';
import { useAdminSubscriptions } from '../api/admin-subscriptions.api';
import { useFlaggedAttempts } from '../api/flagged-attempts.api';
import { useMailOutbox } from '../api/mail-outbox.api';
import { FlaggedAttemptsTable } from './flagged-attempts-table';
import { MailOutboxTable } from './mail-outbox-table';
import { SubscriptionsOverview } from './subscriptions-table';

/** One admin tool: a heading, a Refresh button for its query, and what it shows once loaded. */
function AdminSection({
  title,
  query,
  children,
}: {
  title: string;
  query: Pick<UseQueryResult, 'refetch' | 'isFetching' | 'isPending'>;
  children: ReactNode;
}) {
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2} size="h3">
          {title}
        </Title>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconRefresh size={14} aria-hidden />}
          onClick={() => void query.refetch()}
          loading={query.isFetching}
        >
          Refresh
        </Button>
      </Group>
      {query.isPending ? <LoadingSpinner /> : children}
    </Stack>
  );
}

function MailOutbox() {
  const outbox = useMailOutbox();
  return (
    <AdminSection title="Mail outbox" query={outbox}>
      {outbox.data ? <MailOutboxTable messages={outbox.data.messages} /> : null}
    </AdminSection>
  );
}

function FlaggedAttempts() {
  const flagged = useFlaggedAttempts();
  return (
    <AdminSection title="Flagged daily quiz attempts" query={flagged}>
      {flagged.data ? <FlaggedAttemptsTable attempts={flagged.data.attempts} /> : null}
    </AdminSection>
  );
}

function Subscriptions() {
  const subscriptions = useAdminSubscriptions();
  return (
    <AdminSection title="Subscriptions" query={subscriptions}>
      {subscriptions.data ? <SubscriptionsOverview data={subscriptions.data} /> : null}
    </AdminSection>
  );
}

/** Rendered behind RequireAdmin. */
export function AdminPage() {
  return (
    <Container size="xl" py="xl">
      <PageTitle
        title="Admin"
        subtitle="Other admin tools (users, quizzes, feature flags, beta testers) will be added here in later releases."
      />
      <Stack gap="xl">
        <Subscriptions />
        <MailOutbox />
        <FlaggedAttempts />
      </Stack>
    </Container>
  );
}
