import { List, Stack, Text, Title } from '@mantine/core';
import type { ArenaReport } from '@trivia/contracts';
import { clockTime, questionLabel } from '../report-format';

/** The host's re-markings, oldest first: who changed which answer's mark, when, and for whom. */
export function ReportRemarks({ report }: { report: ArenaReport }) {
  return (
    <Stack component="section" gap="xs" aria-labelledby="report-remarks">
      <Title order={2} size="h4" id="report-remarks">
        Re-markings
      </Title>
      {report.remarks.length === 0 ? (
        <Text size="sm" c="dimmed">
          No answer was re-marked: every mark is the marker&apos;s own.
        </Text>
      ) : (
        <List spacing="xs" size="sm">
          {report.remarks.map((remark) => (
            <List.Item key={`${remark.at}-${remark.questionIndex}-${remark.answer}`}>
              {clockTime(remark.at)}: {remark.byName} marked &ldquo;{remark.answer}&rdquo; for{' '}
              {questionLabel(remark.questionIndex)} {remark.accepted ? 'right' : 'wrong'} (
              {remark.players.length ? remark.players.join(', ') : 'nobody had given it'})
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
