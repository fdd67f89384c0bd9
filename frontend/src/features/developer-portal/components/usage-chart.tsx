import { Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { ApiUsageDay } from '@trivia/contracts';
import { formatCount } from '../tier-format';
import { usageBars, usageTotals } from '../usage-chart-data';

const WIDTH = 600;
const HEIGHT = 160;
const REQUESTS_COLOUR = 'var(--mantine-color-blue-6)';
const REFUSED_COLOUR = 'var(--mantine-color-red-6)';

function Legend() {
  return (
    <Group gap="md" aria-hidden>
      <Group gap={4}>
        <svg width="12" height="12">
          <rect width="12" height="12" fill={REQUESTS_COLOUR} />
        </svg>
        <Text size="xs">Requests</Text>
      </Group>
      <Group gap={4}>
        <svg width="12" height="12">
          <rect width="12" height="12" fill={REFUSED_COLOUR} />
        </svg>
        <Text size="xs">Refused</Text>
      </Group>
    </Group>
  );
}

/**
 * Requests and refused requests per UTC day as stacked SVG bars, with the same numbers in a table below (for
 * screen readers, and for anyone who wants the figures).
 */
export function UsageChart({ days }: { days: ApiUsageDay[] }) {
  const bars = usageBars(days);
  const totals = usageTotals(days);
  const step = WIDTH / Math.max(1, bars.length);
  const summary = `${formatCount(totals.requests)} requests and ${formatCount(totals.refused)} refused over the last ${days.length} days`;
  if (totals.requests + totals.refused === 0) {
    return (
      <Text size="sm" c="dimmed">
        No calls in the last {days.length} days yet: once a key is used, its requests show here day by day.
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      <Text size="sm">{summary}.</Text>
      <Legend />
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        height={HEIGHT}
        preserveAspectRatio="none"
        role="img"
        aria-label={`Usage chart: ${summary}`}
      >
        {bars.map((bar, index) => {
          const requestsH = bar.requestsHeight * (HEIGHT - 2);
          const refusedH = bar.refusedHeight * (HEIGHT - 2);
          const x = index * step + step * 0.15;
          const w = step * 0.7;
          return (
            <g key={bar.day}>
              <title>{`${bar.label}: ${bar.requests} requests, ${bar.refused} refused`}</title>
              <rect x={x} y={HEIGHT - requestsH} width={w} height={requestsH} fill={REQUESTS_COLOUR} />
              <rect x={x} y={HEIGHT - requestsH - refusedH} width={w} height={refusedH} fill={REFUSED_COLOUR} />
            </g>
          );
        })}
        <line x1="0" y1={HEIGHT - 0.5} x2={WIDTH} y2={HEIGHT - 0.5} stroke="var(--mantine-color-gray-5)" />
      </svg>
      <Group justify="space-between" aria-hidden>
        <Text size="xs" c="dimmed">
          {bars[0]?.label}
        </Text>
        <Text size="xs" c="dimmed">
          {bars.at(-1)?.label}
        </Text>
      </Group>
      <details>
        <summary>
          <Text span size="sm">
            Show the figures by day
          </Text>
        </summary>
        <Table.ScrollContainer minWidth={280}>
          <Table striped aria-label="Usage by day">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Day (UTC)</Table.Th>
                <Table.Th>Requests</Table.Th>
                <Table.Th>Refused</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {bars.map((bar) => (
                <Table.Tr key={bar.day}>
                  <Table.Td>
                    {bar.label}
                    <VisuallyHidden> {bar.day.slice(0, 4)}</VisuallyHidden>
                  </Table.Td>
                  <Table.Td>{formatCount(bar.requests)}</Table.Td>
                  <Table.Td>{formatCount(bar.refused)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </details>
    </Stack>
  );
}
