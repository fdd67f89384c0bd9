import { Alert, Box, Button, Container, Group, Loader, Stack, Text } from '@mantine/core';
import { arenaPinSchema } from '@trivia/contracts';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { NotFoundPage } from '../../../components/not-found-page';
import { isApiError } from '../../../lib/api-client';
import { structuredErrorFor } from '../../../lib/toast';
import { useCurrentUser } from '../../auth';
import { useHostSession } from '../api/host-session.api';
import { useHostedRoom } from '../hooks/use-hosted-room';
import { playPath, presentPath } from '../hosted-paths';
import { PresenterScreen } from './presenter-screen';

/** Why this account cannot present the session: someone else's, or no such session. */
function NotPresentable({ pin, error }: { pin: string; error: unknown }) {
  const missing = isApiError(error) && error.status === 404;
  const structured = structuredErrorFor(error);
  return (
    <Container size="sm" py="xl">
      <Alert
        color={missing ? 'gray' : 'red'}
        title={missing ? 'No session with this PIN' : 'Only the host can present this session'}
      >
        <Stack gap="sm" align="flex-start">
          <Text size="sm">
            {missing
              ? 'It may have finished, or the PIN is mistyped.'
              : `${structured.description} Log in as the host, or join the game as a player.`}
          </Text>
          <Text size="xs" c="dimmed">
            Error code: {structured.code}
          </Text>
          {missing ? (
            <Button component={Link} to="/arena/host-session">
              Host a session
            </Button>
          ) : (
            <Button component={Link} to={playPath(pin)}>
              Join as a player
            </Button>
          )}
        </Stack>
      </Alert>
    </Container>
  );
}

/** Finds the session (as its host), joins its room as the presenter once, and draws it. */
function PresenterSession({ pin }: { pin: string }) {
  const session = useHostSession(pin);
  const room = useHostedRoom();
  const [refusal, setRefusal] = useState<string | null>(null);
  const joinedRef = useRef(false);
  const { join } = room;

  useEffect(() => {
    if (!session.data || joinedRef.current) return;
    joinedRef.current = true;
    void join(pin).then((refused) => {
      if (refused) setRefusal(`${refused.message} (Error code: ${refused.code})`);
    });
  }, [join, pin, session.data]);

  if (session.isError) return <NotPresentable pin={pin} error={session.error} />;
  if (refusal) {
    return (
      <Container size="sm" py="xl">
        <Alert color="red" title="Could not open the session">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{refusal}</Text>
            <Button onClick={() => window.location.reload()}>Try again</Button>
          </Stack>
        </Alert>
      </Container>
    );
  }
  if (!session.data) {
    return (
      <Stack align="center" py="xl" role="status">
        <Loader aria-hidden />
        <Text>Opening the session…</Text>
      </Stack>
    );
  }
  return <PresenterScreen room={room} session={session.data} />;
}

/**
 * /arena/present/:pin, for a projector or shared screen: the host runs the session from here, from any device
 * they are logged in on (a dropped screen pauses the game until the host is back).
 */
export function PresenterPage() {
  const { pin } = useParams();
  const { status } = useCurrentUser();
  if (!arenaPinSchema.safeParse(pin).success || !pin) return <NotFoundPage />;
  return (
    <Box
      component="main"
      id="main-content"
      tabIndex={-1}
      p={{ base: 'sm', md: 'lg', xl: 'xl' }}
      mih="100vh"
      style={{ outline: 'none' }}
    >
      {status === 'unknown' ? <LoadingSpinner /> : null}
      {status === 'logged-out' ? (
        <Container size="sm" py="xl">
          <Alert color="blue" title="Log in to present this session">
            <Stack gap="sm" align="flex-start">
              <Text size="sm">Only the session’s host can run it. Players join on their phones instead.</Text>
              <Group>
                <Button component={Link} to={`/auth/login?next=${encodeURIComponent(presentPath(pin))}`}>
                  Log in
                </Button>
                <Button component={Link} to={playPath(pin)} variant="light">
                  Join as a player
                </Button>
              </Group>
            </Stack>
          </Alert>
        </Container>
      ) : null}
      {status === 'logged-in' ? <PresenterSession pin={pin} /> : null}
    </Box>
  );
}
