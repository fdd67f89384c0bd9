import { Alert, Anchor, Container } from '@mantine/core';
import { IconCircleCheck, IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageTitle } from '../../../components/page-title';
import { structuredErrorFor } from '../../../lib/toast';
import { useVerifyEmail } from '../api/verify-email.api';

function Failure({ title, description }: { title: string; description: string }) {
  return (
    <Alert color="red" title={title} icon={<IconAlertTriangle aria-hidden />}>
      {description}{' '}
      <Anchor component={Link} to="/settings">
        Go to Account Settings
      </Anchor>
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
        description="This verification link has no token. Please use the full link from the email."
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
