import { Group, Text, type TextProps } from '@mantine/core';
import type { DailyQuizKind } from '@trivia/contracts';
import { LiveDot } from '../../../components/live-dot';
import { countsFor } from '../api/daily-stats.api';
import { useDailyStats } from '../hooks/use-daily-stats';
import { liveCountText } from '../live-count-format';

/** "340 started today · 12 playing now" for one quiz; nothing while the counts are unknown. */
export function LiveCountText({ kind, ...textProps }: { kind: DailyQuizKind } & TextProps) {
  const { data } = useDailyStats();
  if (!data) return null;
  const counts = countsFor(data, kind);
  const text = liveCountText(counts);
  return (
    <Group gap={6} wrap="nowrap">
      <LiveDot active={counts.playingNow > 0} />
      <Text size="sm" c="dimmed" {...textProps}>
        {text.playingNow ? `${text.startedToday} · ${text.playingNow}` : text.startedToday}
      </Text>
    </Group>
  );
}
