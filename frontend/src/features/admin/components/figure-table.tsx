import { ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface FigureColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  numeric?: boolean;
}

/** A titled table of figures (the exact numbers behind a chart); scrolls sideways on a phone. */
export function FigureTable<Row>({
  title,
  rows,
  columns,
  rowKey,
  empty,
  maxHeight,
}: {
  title: string;
  rows: readonly Row[];
  columns: FigureColumn<Row>[];
  rowKey: (row: Row) => string;
  empty: string;
  maxHeight?: number;
}) {
  const table = (
    <Table striped withTableBorder stickyHeader={maxHeight !== undefined}>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) => (
            <Table.Th key={column.header} ta={column.numeric ? 'right' : undefined}>
              {column.header}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={rowKey(row)}>
            {columns.map((column) => (
              <Table.Td key={column.header} ta={column.numeric ? 'right' : undefined}>
                {column.cell(row)}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  return (
    <Stack gap={4}>
      <Title order={3} size="h5">
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : maxHeight ? (
        <ScrollArea.Autosize mah={maxHeight} type="auto" offsetScrollbars="y">
          <Table.ScrollContainer minWidth={360}>{table}</Table.ScrollContainer>
        </ScrollArea.Autosize>
      ) : (
        <Table.ScrollContainer minWidth={360}>{table}</Table.ScrollContainer>
      )}
    </Stack>
  );
}
