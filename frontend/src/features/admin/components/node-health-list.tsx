import { formatNumber } from '@trivia/contracts';
import { Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { AdminMonitorNode, AdminMonitorTotals } from '@trivia/contracts';
import { formatBytes, formatMs, shortNode } from '../live-rooms-format';

/** A node is late when its last report is over two seconds old (it reports every second; gone after five). */
const LATE_MS = 2000;

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </div>
  );
}

/** Cluster totals, then one card per backend node: sockets, rooms, event-loop lag, CPU and memory. */
export function NodeHealthList({ nodes, totals }: { nodes: AdminMonitorNode[]; totals: AdminMonitorTotals }) {
  return (
    <Stack gap="sm">
      <Group gap="lg" aria-label="Cluster totals" role="group">
        <Figure label="Nodes" value={formatNumber(totals.nodes)} />
        <Figure label="Sockets" value={formatNumber(totals.sockets)} />
        <Figure label="Rooms" value={formatNumber(totals.rooms)} />
        <Figure label="Players connected" value={formatNumber(totals.players)} />
      </Group>
      <SimpleGrid
        cols={{ base: 1, sm: 2, lg: 3 }}
        spacing="sm"
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {nodes.map((node) => (
          <Paper
            key={node.nodeId}
            withBorder
            p="sm"
            radius="md"
            component="li"
            aria-label={`Node ${shortNode(node.nodeId)}`}
          >
            <Group justify="space-between" gap="xs" mb={6}>
              <Text fw={700} ff="monospace">
                {shortNode(node.nodeId)}
              </Text>
              {node.reportedMsAgo > LATE_MS ? (
                <Badge color="orange" variant="light">
                  Silent {Math.round(node.reportedMsAgo / 1000)} s
                </Badge>
              ) : (
                <Badge color="green" variant="light">
                  Reporting
                </Badge>
              )}
            </Group>
            <SimpleGrid cols={3} spacing={6}>
              <Figure label="Sockets" value={formatNumber(node.socketsConnected)} />
              <Figure label="Rooms" value={formatNumber(node.roomsOwned)} />
              <Figure label="Loop lag p99" value={formatMs(node.eventLoopLagP99Ms)} />
              <Figure label="CPU" value={`${Math.round(node.cpuShare * 100)}%`} />
              <Figure label="Memory (RSS)" value={formatBytes(node.rssBytes)} />
              <Figure
                label="Heap"
                value={`${formatBytes(node.heapUsedBytes)} of ${formatBytes(node.heapTotalBytes)}`}
              />
            </SimpleGrid>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
