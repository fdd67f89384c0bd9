import { Group, Progress, Stack, Text } from '@mantine/core';
import type { EntitlementsView, QuotaKind } from '@trivia/contracts';
import { formatLongDate } from '../../../lib/format';

const QUOTA_NAMES: Record<QuotaKind, string> = {
  packDownloads: 'Quiz pack downloads',
  customQuizzes: 'Custom quizzes',
};

/** This month's allowances with what is left; a quota the plan does not include is not listed. */
export function QuotaList({ entitlements }: { entitlements: EntitlementsView }) {
  const quotas = (Object.keys(QUOTA_NAMES) as QuotaKind[])
    .map((kind) => ({ kind, usage: entitlements.quotas[kind] }))
    .filter(({ usage }) => usage && usage.limit > 0);
  if (quotas.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Your plan has no monthly downloads or custom quizzes.
      </Text>
    );
  }
  return (
    <Stack gap="md">
      {quotas.map(({ kind, usage }) => (
        <div key={kind}>
          <Group justify="space-between" gap="xs">
            <Text size="sm" fw={500} id={`quota-${kind}`}>
              {QUOTA_NAMES[kind]}
            </Text>
            <Text size="sm">
              {usage.left} of {usage.limit} left
            </Text>
          </Group>
          {/* The name and value text belong on the section, which is the element with role="progressbar". */}
          <Progress.Root mt={4}>
            <Progress.Section
              value={usage.limit > 0 ? Math.min(100, (usage.used / usage.limit) * 100) : 0}
              aria-labelledby={`quota-${kind}`}
              aria-valuetext={`${usage.used} of ${usage.limit} used`}
            />
          </Progress.Root>
          <Text size="xs" c="dimmed" mt={2}>
            Resets on {formatLongDate(usage.resetsAt)}
          </Text>
        </div>
      ))}
    </Stack>
  );
}
