import { Alert, Button, Code, Group, Stack, Text } from '@mantine/core';
import type { CreatedApiKey } from '@trivia/contracts';
import { useState } from 'react';
import { copyText } from '../../../lib/clipboard';

/** The whole key, shown once: after this only its prefix and last four characters are ever shown. */
export function CreatedKeyPanel({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  const [copied, setCopied] = useState<boolean | null>(null);
  return (
    <Stack>
      <Alert color="orange" title="Copy your key now" role="alert">
        This is the only time we show the whole key. We keep only a fingerprint of it, so we cannot show it again: if
        you lose it, revoke it and create another.
        {created.kind === 'secret' ? ' Keep it on your server, never in a web page or an app.' : ''}
      </Alert>
      <Text size="sm">
        {created.name} ({created.kind})
      </Text>
      <Code block aria-label="The whole key" style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
        {created.key}
      </Code>
      <Text size="sm" aria-live="polite" c={copied === false ? 'red' : 'dimmed'}>
        {copied === true ? 'Copied to your clipboard.' : null}
        {copied === false ? 'Could not copy: select the key and copy it yourself.' : null}
      </Text>
      <Group justify="flex-end">
        <Button variant="light" onClick={() => void copyText(created.key).then(setCopied)}>
          Copy key
        </Button>
        <Button onClick={onDone}>I have saved it</Button>
      </Group>
    </Stack>
  );
}
