import { Button, Stack, Text } from '@mantine/core';
import { isApiError } from '../../../lib/api-client';
import { showErrorToast } from '../../../lib/toast';
import { useResendVerification } from '../api/resend-verification.api';

export interface ResendVerificationButtonProps {
  email: string;
  label?: string;
}

/** Sends a fresh link and says so beside the button; the server sends at most one a minute. */
export function ResendVerificationButton({ email, label = 'Send a new link' }: ResendVerificationButtonProps) {
  const resend = useResendVerification();
  const tooSoon = isApiError(resend.error) && resend.error.code === 'RATE_001';
  return (
    <Stack gap="xs" align="flex-start">
      <Button
        variant="light"
        size="sm"
        loading={resend.isPending}
        onClick={() =>
          resend.mutate(undefined, {
            onError: (error) => {
              if (!(isApiError(error) && error.code === 'RATE_001')) showErrorToast(error);
            },
          })
        }
      >
        {label}
      </Button>
      <Text size="sm" role="status">
        {resend.isSuccess
          ? `We sent a new link to ${email}. It works for 48 hours.`
          : tooSoon
            ? 'A link was sent less than a minute ago. Check your inbox and spam folder, or try again in a minute.'
            : null}
      </Text>
    </Stack>
  );
}
