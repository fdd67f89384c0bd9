import { Alert, Button, CopyButton, Group, List, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

export interface BackupCodesListProps {
  codes: string[];
  onDone: () => void;
}

/** Codes are shown once: the server keeps only their hashes. */
export function BackupCodesList({ codes, onDone }: BackupCodesListProps) {
  return (
    <Alert color="yellow" title="Save your backup codes">
      <Stack>
        <Text size="sm">
          Each code works once if you lose access to your authenticator app. Keep them somewhere safe: you will not see
          them again.
        </Text>
        <List size="sm" ff="monospace" aria-label="Backup codes" style={{ columns: 2 }}>
          {codes.map((code) => (
            <List.Item key={code}>{code}</List.Item>
          ))}
        </List>
        <Group>
          <CopyButton value={codes.join('\n')}>
            {({ copied, copy }) => (
              <Button
                variant="light"
                onClick={copy}
                leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              >
                {copied ? 'Copied' : 'Copy codes'}
              </Button>
            )}
          </CopyButton>
          <Button onClick={onDone}>I have saved these codes</Button>
        </Group>
      </Stack>
    </Alert>
  );
}
