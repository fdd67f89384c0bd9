import { Badge, Group, Text } from '@mantine/core';
import type { User } from '@trivia/contracts';
import { ResendVerificationButton } from '../../verify-email';
import { SettingsSection } from './settings-section';

/** The address the account logs in with, whether it is verified, and a new verification link when it is not. */
export function EmailSection({ user }: { user: User }) {
  return (
    <SettingsSection title="Email address">
      <Group gap="xs">
        <Text fw={500}>{user.email}</Text>
        <Badge color={user.emailVerified ? 'green' : 'yellow'} variant="light">
          {user.emailVerified ? 'Verified' : 'Not verified'}
        </Badge>
      </Group>
      {user.emailVerified ? null : (
        <>
          <Text size="sm" c="dimmed">
            Verifying keeps your account recoverable. No email with the link, or has it expired? We can send another.
          </Text>
          <ResendVerificationButton email={user.email} />
        </>
      )}
    </SettingsSection>
  );
}
