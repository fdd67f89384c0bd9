import { Alert, Badge, Group, Text } from '@mantine/core';
import type { User } from '@trivia/contracts';
import { ResendVerificationButton } from '../../verify-email';

export function VerificationStatus({ user }: { user: User }) {
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
        We sent a link to {user.email}. Verifying keeps your account recoverable.
      </Text>
      <ResendVerificationButton />
    </Alert>
  );
}
