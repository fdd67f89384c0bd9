import { Badge, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { planLabel } from '@trivia/contracts';
import { PageTitle } from '../../../components/page-title';
import { useCurrentUser } from '../../auth';
import { EmailVerificationStatus } from '../../verify-email';
import { DashboardShortcuts } from './dashboard-shortcuts';

/** Rendered behind RequireAuth, so the user is known. */
export function DashboardPage() {
  const { user } = useCurrentUser();
  if (!user) return null;
  return (
    <Container size="lg" py="xl">
      <PageTitle title="Dashboard" subtitle={`Welcome, ${user.fullName}`} />
      <Stack gap="lg">
        <Paper withBorder p="md">
          <Stack gap="sm">
            <Group gap="xs">
              <Text size="sm">Your plan</Text>
              <Badge variant="light">{planLabel(user)}</Badge>
            </Group>
            <EmailVerificationStatus user={user} />
          </Stack>
        </Paper>
        <Title order={2} size="h3">
          Shortcuts
        </Title>
        <DashboardShortcuts />
      </Stack>
    </Container>
  );
}
