import { Alert, Badge, Group, Text } from '@mantine/core';
import type { User } from '@trivia/contracts';
import { ResendVerificationButton } from './resend-verification-button';

/** "Verified", or a reminder with a button that sends a new link: on the dashboard and in Account Settings. */
export function EmailVerificationStatus({ user }: { user: Pick<User, 'email' | 'emailVerified'> }) {
  if (user.emailVerified) {
    return (
      <Group gap="xs">
        <Text size="sm">Email address</Text>
        <Badge color="green" variant="light">
          Verified
        </Badge>
      </Group>
    );
  }
  return (
    <Alert color="yellow" title="Please verify your email address">
      <Text size="sm" mb="sm">
        We sent a link to {user.email}. Verifying keeps your account recoverable. No email, or has the link expired?
      </Text>
      <ResendVerificationButton email={user.email} />
    </Alert>
  );
}
