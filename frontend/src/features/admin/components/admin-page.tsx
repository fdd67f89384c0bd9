import { Button, Container, Group, Stack, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageTitle } from '../../../components/page-title';
import { useFlaggedAttempts } from '../api/flagged-attempts.api';
import { useMailOutbox } from '../api/mail-outbox.api';
import { FlaggedAttemptsTable } from './flagged-attempts-table';
import { MailOutboxTable } from './mail-outbox-table';

function MailOutbox() {
  const outbox = useMailOutbox();
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2} size="h3">
          Mail outbox
        </Title>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconRefresh size={14} aria-hidden />}
          onClick={() => void outbox.refetch()}
          loading={outbox.isFetching}
        >
          Refresh
        </Button>
      </Group>
      {outbox.isPending ? <LoadingSpinner /> : null}
      {outbox.data ? <MailOutboxTable messages={outbox.data.messages} /> : null}
    </Stack>
  );
}

function FlaggedAttempts() {
  const flagged = useFlaggedAttempts();
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2} size="h3">
          Flagged daily quiz attempts
        </Title>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconRefresh size={14} aria-hidden />}
          onClick={() => void flagged.refetch()}
          loading={flagged.isFetching}
        >
          Refresh
        </Button>
      </Group>
      {flagged.isPending ? <LoadingSpinner /> : null}
      {flagged.data ? <FlaggedAttemptsTable attempts={flagged.data.attempts} /> : null}
    </Stack>
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
        <MailOutbox />
        <FlaggedAttempts />
      </Stack>
    </Container>
  );
}
