import { Badge, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import {
  billableProduct,
  formatGbp,
  SUBSCRIPTION_STATUS_LABELS,
  SUBSCRIPTION_STATUSES,
  type AdminSubscriptions,
  formatNumber,
} from '@trivia/contracts';

const formatDate = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }) : '—';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text fw={700} size="xl">
        {value}
      </Text>
    </Paper>
  );
}

/** MRR, how many subscriptions are in each status, and the subscriptions themselves. */
export function SubscriptionsOverview({ data }: { data: AdminSubscriptions }) {
  const statuses = SUBSCRIPTION_STATUSES.filter((status) => (data.byStatus[status] ?? 0) > 0);
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        <Figure label="Monthly recurring revenue" value={formatGbp(data.mrrPence)} />
        <Figure label="MRR: site plans" value={formatGbp(data.mrrByLinePence.site ?? 0)} />
        <Figure label="MRR: API tiers" value={formatGbp(data.mrrByLinePence.api ?? 0)} />
        <Figure label="Subscriptions with access" value={formatNumber(data.activeCount)} />
      </SimpleGrid>
      {statuses.length > 0 ? (
        <Group gap="xs" aria-label="Subscriptions by status">
          {statuses.map((status) => (
            <Badge key={status} variant="light" color={status === 'past_due' ? 'red' : 'gray'}>
              {SUBSCRIPTION_STATUS_LABELS[status]}: {data.byStatus[status]}
            </Badge>
          ))}
        </Group>
      ) : null}
      {data.rows.length === 0 ? (
        <Text c="dimmed">No subscriptions yet.</Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped highlightOnHover verticalSpacing="sm">
            <Table.Caption>Subscriptions, newest first</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Member</Table.Th>
                <Table.Th>Plan</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Period ends</Table.Th>
                <Table.Th ta="right">MRR</Table.Th>
                <Table.Th>Started</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.rows.map((row) => (
                <Table.Tr key={`${row.userId}-${row.createdAt}`}>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.email}</Table.Td>
                  <Table.Td>{billableProduct(row.planId).name}</Table.Td>
                  <Table.Td>
                    {SUBSCRIPTION_STATUS_LABELS[row.status]}
                    {row.cancelAtPeriodEnd ? (
                      <Text size="xs" c="dimmed">
                        Cancels at period end
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{formatDate(row.currentPeriodEnd)}</Table.Td>
                  <Table.Td ta="right">{formatGbp(row.mrrPence)}</Table.Td>
                  <Table.Td>{formatDate(row.createdAt)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
