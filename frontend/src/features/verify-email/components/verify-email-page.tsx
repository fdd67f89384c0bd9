import { Alert, Anchor, Button, Container, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageTitle } from '../../../components/page-title';
import { structuredErrorFor } from '../../../lib/toast';
import { useCurrentUser } from '../../auth';
import { useVerifyEmail } from '../api/verify-email.api';
import { ResendVerificationButton } from './resend-verification-button';

/** What someone holding a dead link can do: send a new one here, or log in first; nothing if already verified. */
function NextStep() {
  const { status, user } = useCurrentUser();
  if (status === 'unknown') return null;
  if (!user)
    return (
      <Stack gap="xs" align="flex-start">
        <Text size="sm">Log in and we will offer to send a new link to your email address.</Text>
        <Button component={Link} to="/auth/login" variant="light" size="sm">
          Log in to get a new link
        </Button>
      </Stack>
    );
  if (user.emailVerified)
    return (
      <Text size="sm">
        Your email address {user.email} is already verified, so there is nothing more to do.{' '}
        <Anchor component={Link} to="/dashboard">
          Go to your dashboard
        </Anchor>
      </Text>
    );
  return <ResendVerificationButton email={user.email} />;
}

function Failure({ title, description }: { title: string; description: string }) {
  return (
    <Alert color="red" title={title} icon={<IconAlertTriangle aria-hidden />}>
      <Stack gap="md">
        <Text size="sm">{description}</Text>
        <NextStep />
      </Stack>
    </Alert>
  );
}

export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const verify = useVerifyEmail();
  // A verification token works once; React's development double effects must not spend it twice.
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    verify.mutate(token);
  }, [token, verify]);

  let body;
  if (!token)
    body = (
      <Failure
        title="Link incomplete"
        description="This verification link has no token. Please use the full link from the email, or get a new one."
      />
    );
  else if (verify.isSuccess)
    body = (
      <Alert color="green" title="Your email address is verified" icon={<IconCircleCheck aria-hidden />}>
        Thank you.{' '}
        <Anchor component={Link} to="/dashboard">
          Go to your dashboard
        </Anchor>
      </Alert>
    );
  else if (verify.isError) body = <Failure {...structuredErrorFor(verify.error)} />;
  else body = <LoadingSpinner label="Verifying your email address" />;

  return (
    <Container size="sm" py="xl">
      <PageTitle title="Email verification" />
      {body}
    </Container>
  );
}
