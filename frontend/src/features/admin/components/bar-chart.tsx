import { formatNumber } from '@trivia/contracts';
import { Box, Group, Text } from '@mantine/core';

export interface BarDatum {
  label: string;
  value: number;
}

const WIDTH = 600;
const HEIGHT = 160;
const GAP = 2;

/**
 * A simple bar chart in SVG. Screen readers get its summary as the image's name (the table beside every chart
 * holds the exact figures); each bar has a tooltip with its label and value for pointer users.
 */
export function BarChart({
  title,
  data,
  format = (value) => formatNumber(value),
  colour = 'var(--mantine-color-blue-6)',
}: {
  title: string;
  data: readonly BarDatum[];
  format?: (value: number) => string;
  colour?: string;
}) {
  const max = Math.max(0, ...data.map((d) => d.value));
  const total = data.reduce((sum, d) => sum + d.value, 0);
  const summary = `${title}: ${data.length} bars, highest ${format(max)}, total ${format(total)}.`;
  // Nothing to draw: the table that goes with every chart says so.
  if (data.length === 0 || max === 0) return null;
  const barWidth = WIDTH / data.length;
  return (
    <Box>
      <Text size="sm" fw={600} mb={4} aria-hidden>
        {title}
      </Text>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        height={HEIGHT}
        preserveAspectRatio="none"
        role="img"
        aria-label={summary}
      >
        {data.map((d, i) => {
          const height = (d.value / max) * (HEIGHT - 4);
          return (
            <rect
              key={d.label}
              x={i * barWidth + GAP / 2}
              y={HEIGHT - height}
              width={Math.max(1, barWidth - GAP)}
              height={height}
              fill={colour}
            >
              <title>{`${d.label}: ${format(d.value)}`}</title>
            </rect>
          );
        })}
      </svg>
      <Group justify="space-between" gap="xs" aria-hidden>
        <Text size="xs" c="dimmed">
          {data[0]!.label}
        </Text>
        <Text size="xs" c="dimmed">
          highest {format(max)}
        </Text>
        <Text size="xs" c="dimmed">
          {data[data.length - 1]!.label}
        </Text>
      </Group>
    </Box>
  );
}
