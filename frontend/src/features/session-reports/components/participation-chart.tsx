import { Box, Group, Stack, Text, Title } from '@mantine/core';
import type { ArenaReport } from '@trivia/contracts';
import { questionLabel, rateText } from '../report-format';

/**
 * Participation over time: one bar per question played, as long as the share of participants who answered it.
 * The bars are drawing only; each row's text says the same for screen readers.
 */
export function ParticipationChart({ report }: { report: ArenaReport }) {
  if (report.participation.length === 0) return null;
  const total = report.participants.length;
  return (
    <Stack component="section" gap="xs" aria-labelledby="report-participation">
      <Title order={2} size="h4" id="report-participation">
        Participation by question
      </Title>
      <Stack component="ol" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
        {report.participation.map((entry) => (
          <Group component="li" key={entry.questionIndex} gap="sm" wrap="nowrap">
            <Text size="sm" fw={600} w={36} style={{ flexShrink: 0 }}>
              {questionLabel(entry.questionIndex)}
            </Text>
            <Box
              aria-hidden
              h={12}
              style={{ flex: 1, minWidth: 60, borderRadius: 6, background: 'var(--mantine-color-gray-2)' }}
            >
              <Box
                h={12}
                w={`${entry.void ? 0 : Math.round(Math.min(1, entry.share) * 100)}%`}
                style={{ borderRadius: 6, background: 'var(--mantine-color-blue-6)' }}
              />
            </Box>
            <Text size="sm" c={entry.void ? 'dimmed' : undefined} w={120} style={{ flexShrink: 0 }}>
              {entry.void ? 'void (skipped)' : `${entry.answered} of ${total} (${rateText(entry.share)})`}
            </Text>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}
