import { Group, Progress, Text } from '@mantine/core';
import { remainingMs, remainingPercent, secondsLeft, useNow } from '../../arena/room-kit';

export interface BigTimerProps {
  deadline: number | null;
  durationMs: number;
  pausedRemainingMs: number | null;
  /** The projector's size, or a phone's. */
  size?: 'presenter' | 'phone';
}

/**
 * Time left on the open question, from the server's deadline and the local clock (display only): one row, the bar
 * and the seconds beside it. The number is hidden from screen readers: the bar carries the value, and a ticking
 * count would drown everything else.
 */
export function BigTimer({ deadline, durationMs, pausedRemainingMs, size = 'presenter' }: BigTimerProps) {
  const now = useNow(pausedRemainingMs === null && deadline !== null);
  const left = remainingMs(deadline, now, pausedRemainingMs);
  const percent = remainingPercent(left, durationMs);
  const low = percent < 25;
  const big = size === 'presenter';
  return (
    <Group gap={big ? 'lg' : 'sm'} wrap="nowrap" data-testid="hosted-timer">
      <Progress
        value={percent}
        size={big ? 28 : 'lg'}
        radius="xl"
        color={low ? 'red' : 'blue'}
        aria-label="Time left"
        transitionDuration={200}
        style={{ flex: 1 }}
      />
      <Text
        fw={900}
        lh={1}
        fz={big ? 'clamp(2.5rem, 4.5vw, 5rem)' : '1.75rem'}
        miw={big ? '2ch' : '2ch'}
        ta="right"
        c={low ? 'red.8' : undefined}
        style={{ fontVariantNumeric: 'tabular-nums' }}
        aria-hidden
      >
        {secondsLeft(left)}
      </Text>
    </Group>
  );
}
