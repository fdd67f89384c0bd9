import { Group, Pagination, Text } from '@mantine/core';
import { pageCount } from '@trivia/contracts';
import { countLabel } from '../../../lib/format';

/** "41 users · page 2 of 3" and the page buttons (only when there is more than one page). */
export function Pager({
  total,
  page,
  pageSize,
  noun,
  onPage,
}: {
  total: number;
  page: number;
  pageSize: number;
  noun: [string, string];
  onPage: (page: number) => void;
}) {
  const pages = pageCount(total, pageSize);
  return (
    <Group justify="space-between" gap="xs">
      <Text size="sm" c="dimmed" aria-live="polite">
        {countLabel(total, noun[0], noun[1])}
        {pages > 1 ? ` · page ${page} of ${pages}` : ''}
      </Text>
      {pages > 1 ? (
        <Pagination
          total={pages}
          value={page}
          onChange={onPage}
          size="sm"
          siblings={0}
          getControlProps={(control) => ({
            'aria-label': control === 'previous' ? 'Previous page' : control === 'next' ? 'Next page' : control,
          })}
        />
      ) : null}
    </Group>
  );
}
