import { Badge, Divider, Group, Text } from '@mantine/core';
import type { User } from '@trivia/contracts';
import { useState } from 'react';
import { BackupCodesList } from './backup-codes-list';
import { MfaDisableForm } from './mfa-disable-form';
import { MfaEnrol } from './mfa-enrol';
import { RegenerateBackupCodes } from './regenerate-backup-codes';
import { SettingsSection } from './settings-section';

export function MfaSection({ user }: { user: User }) {
  // Held here, not in the enrol form, because enabling flips the user to the "on" view.
  const [backupCodes, setBackupCodes] = useState<string[] | null>(null);

  let body;
  if (backupCodes) body = <BackupCodesList codes={backupCodes} onDone={() => setBackupCodes(null)} />;
  else if (user.mfaEnabled)
    body = (
      <>
        <RegenerateBackupCodes onCodes={setBackupCodes} />
        <Divider />
        <MfaDisableForm />
      </>
    );
  else body = <MfaEnrol onEnabled={setBackupCodes} />;

  return (
    <SettingsSection
      title="Two-factor authentication"
      description="A code from an authenticator app, asked for after your password."
    >
      <Group gap="xs">
        <Text size="sm">Status</Text>
        <Badge color={user.mfaEnabled ? 'green' : 'gray'} variant="light">
          {user.mfaEnabled ? 'On' : 'Off'}
        </Badge>
      </Group>
      {body}
    </SettingsSection>
  );
}
