import { Button } from '@mantine/core';
import { useResendVerification } from '../api/resend-verification.api';

export function ResendVerificationButton() {
  const resend = useResendVerification();
  return (
    <Button variant="light" size="sm" loading={resend.isPending} onClick={() => resend.mutate()}>
      Resend verification email
    </Button>
  );
}
