import { Text } from '@mantine/core';
import type { AdminUser } from '@trivia/contracts';

/** A user's e-mail (wrapped anywhere, so a long one never widens a phone screen) over their name. */
export function UserIdentity({ user }: { user: Pick<AdminUser, 'email' | 'fullName'> }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
        {user.email}
      </Text>
      <Text size="sm" c="dimmed">
        {user.fullName}
      </Text>
    </div>
  );
}
