import { Anchor, Badge, Stack, Table, Text } from '@mantine/core';
import { formatGbp, VAT_RATE_PERCENT, type Invoice } from '@trivia/contracts';
import { ScrollTable } from '../../../components/scroll-table';
import { formatLongDate } from '../../../lib/format';

const STATUS_BADGE: Record<Invoice['status'], { label: string; color: string }> = {
  paid: { label: 'Paid', color: 'green' },
  open: { label: 'Due', color: 'yellow' },
  void: { label: 'Void', color: 'gray' },
  refunded: { label: 'Refunded', color: 'blue' },
  failed: { label: 'Failed', color: 'red' },
};

/** Every invoice with its VAT and a PDF receipt. */
export function InvoicesTable({ invoices }: { invoices: Invoice[] }) {
  if (invoices.length === 0) return <Text c="dimmed">No invoices yet.</Text>;
  return (
    <Stack gap="xs">
      <ScrollTable label="Invoices" minWidth={620} verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>Receipt</Table.Th>
            <Table.Th>Description</Table.Th>
            <Table.Th ta="right">Total</Table.Th>
            <Table.Th ta="right">of which VAT</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoices.map((invoice) => {
            const badge = STATUS_BADGE[invoice.status];
            return (
              <Table.Tr key={invoice.id}>
                <Table.Td>{formatLongDate(invoice.issuedAt)}</Table.Td>
                <Table.Td>
                  <Anchor
                    href={invoice.receiptUrl}
                    target="_blank"
                    rel="noopener"
                    aria-label={`PDF receipt ${invoice.number}`}
                  >
                    {invoice.number} (PDF)
                  </Anchor>
                </Table.Td>
                <Table.Td>{invoice.description}</Table.Td>
                <Table.Td ta="right">{formatGbp(invoice.totalPence)}</Table.Td>
                <Table.Td ta="right">{formatGbp(invoice.vatPence)}</Table.Td>
                <Table.Td>
                  <Badge color={badge.color} variant="light">
                    {badge.label}
                  </Badge>
                  {invoice.refundedPence > 0 && invoice.refundedPence < invoice.totalPence ? (
                    <Text size="xs" c="dimmed">
                      {formatGbp(invoice.refundedPence)} refunded
                    </Text>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </ScrollTable>
      <Text size="sm" c="dimmed">
        Totals include UK VAT at {VAT_RATE_PERCENT}%.
      </Text>
    </Stack>
  );
}
