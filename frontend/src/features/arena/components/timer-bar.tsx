import { Group, Progress, Text } from '@mantine/core';
import { remainingMs, remainingPercent, secondsLeft } from '../arena-timer';
import { useNow } from '../hooks/use-now';

export interface TimerBarProps {
  deadline: number | null;
  durationMs: number;
  pausedRemainingMs: number | null;
}

/** Time left on the open question, drawn from the server's deadline and the local clock; it decides nothing. */
export function TimerBar({ deadline, durationMs, pausedRemainingMs }: TimerBarProps) {
  const now = useNow(pausedRemainingMs === null && deadline !== null);
  const left = remainingMs(deadline, now, pausedRemainingMs);
  const percent = remainingPercent(left, durationMs);
  return (
    <Group gap="sm" wrap="nowrap">
      <Progress
        value={percent}
        size="lg"
        radius="xl"
        style={{ flex: 1 }}
        color={percent < 25 ? 'red' : 'blue'}
        aria-label="Time left"
        transitionDuration={200}
      />
      <Text fw={700} w={36} ta="right" aria-hidden>
        {secondsLeft(left)}s
      </Text>
    </Group>
  );
}
