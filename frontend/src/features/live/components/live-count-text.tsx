import { Group, Text, type TextProps } from '@mantine/core';
import type { DailyQuizKind } from '@trivia/contracts';
import { countLabel } from '../../../lib/format';
import { countsFor } from '../api/daily-stats.api';
import { useDailyStats } from '../hooks/use-daily-stats';

/** "340 players today · 12 playing now" for one quiz; nothing while the counts are unknown. */
export function LiveCountText({ kind, ...textProps }: { kind: DailyQuizKind } & TextProps) {
  const { data } = useDailyStats();
  if (!data) return null;
  const counts = countsFor(data, kind);
  return (
    <Group gap={6} wrap="nowrap">
      <span
        aria-hidden
        style={{
          width: 8,
          height: 8,
          borderRadius: '50%',
          flexShrink: 0,
          background: counts.playingNow > 0 ? 'var(--mantine-color-green-6)' : 'var(--mantine-color-gray-5)',
        }}
      />
      <Text size="sm" c="dimmed" {...textProps}>
        {countLabel(counts.playersToday, 'player')} today · {counts.playingNow.toLocaleString('en-GB')} playing now
      </Text>
    </Group>
  );
}
