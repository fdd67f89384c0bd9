import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { HostedSessionSummary } from '@trivia/contracts';
import { Link } from 'react-router-dom';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { countLabel, formatLongDate } from '../../../lib/format';
import { useHostedSessions } from '../api/hosted-sessions.api';
import { SESSION_STATUS, sessionHref } from '../report-format';

function whenLine(session: HostedSessionSummary): string {
  const parts = [formatLongDate(session.endedAt ?? session.startedAt ?? session.createdAt)];
  parts.push(countLabel(session.questionCount, 'question'));
  if (session.playerCount !== null) parts.push(countLabel(session.playerCount, 'player'));
  if (session.completed === false) parts.push('ended early');
  return parts.join(' · ');
}

function SessionCard({ session }: { session: HostedSessionSummary }) {
  const status = SESSION_STATUS[session.status];
  const headingId = `session-${session.id}`;
  const running = session.status === 'live' || session.status === 'waiting';
  return (
    <Paper component="li" withBorder radius="md" p="md" aria-labelledby={headingId}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={3} size="h5" id={headingId}>
            <Anchor component={Link} to={sessionHref(session)} inherit>
              {session.title}
            </Anchor>
          </Title>
          <Badge variant="light" color={status.color}>
            {status.label}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          {whenLine(session)}
        </Text>
        {running ? (
          <Text size="xs" c="dimmed">
            Open the presenter view to run it; the report follows when it ends.
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** The library's Sessions: the member's host-led sessions, newest first, each leading to its report. */
export function HostedSessionsSection() {
  const sessions = useHostedSessions();
  return (
    <Stack component="section" gap="sm" aria-labelledby="library-sessions" mt="xl">
      <Title order={2} size="h3" id="library-sessions">
        Sessions
      </Title>
      {sessions.isPending ? <LoadingSpinner label="Loading your sessions" /> : null}
      {sessions.isError ? (
        <Button variant="light" w="fit-content" onClick={() => void sessions.refetch()}>
          Retry
        </Button>
      ) : null}
      {sessions.data?.sessions.length === 0 ? (
        <Text size="sm" c="dimmed">
          Live sessions you host from the big screen are kept here, each with its report to read and download.
        </Text>
      ) : null}
      {sessions.data?.sessions.length ? (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Your sessions">
          {sessions.data.sessions.map((session) => (
            <SessionCard key={session.id} session={session} />
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
