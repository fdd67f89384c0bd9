import { Button, Container, Group, Stack, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageTitle } from '../../../components/page-title';
import { useMailOutbox } from '../api/mail-outbox.api';
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

/** Rendered behind RequireAdmin. */
export function AdminPage() {
  return (
    <Container size="xl" py="xl">
      <PageTitle
        title="Admin"
        subtitle="Other admin tools (users, quizzes, feature flags, beta testers) will be added here in later releases."
      />
      <MailOutbox />
    </Container>
  );
}
