import { Button, Code, Group, Tabs } from '@mantine/core';
import { useState } from 'react';
import { copyText } from '../../../lib/clipboard';
import { showFailureToast, showSuccessToast } from '../../../lib/toast';
import type { Snippet } from '../content/quick-start-snippets';

/** The same call in several languages, one tab each, with a copy button. */
export function CodeTabs({ snippets, label }: { snippets: Snippet[]; label: string }) {
  const [active, setActive] = useState<string>(snippets[0]?.id ?? 'curl');
  const current = snippets.find((s) => s.id === active) ?? snippets[0];
  const copy = async () => {
    if (!current) return;
    if (await copyText(current.code)) showSuccessToast('Copied', `The ${current.label} example is on your clipboard.`);
    else showFailureToast('Could not copy', 'Select the code and copy it yourself.');
  };
  return (
    <Tabs value={active} onChange={(value) => setActive(value ?? snippets[0]?.id ?? 'curl')}>
      <Group justify="space-between" wrap="nowrap" align="end">
        <Tabs.List aria-label={label}>
          {snippets.map((s) => (
            <Tabs.Tab key={s.id} value={s.id}>
              {s.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Button size="compact-sm" variant="light" onClick={() => void copy()}>
          Copy
        </Button>
      </Group>
      {snippets.map((s) => (
        <Tabs.Panel key={s.id} value={s.id} pt="xs">
          <Code
            block
            tabIndex={0}
            aria-label={`${label}: ${s.label}`}
            style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          >
            {s.code}
          </Code>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
