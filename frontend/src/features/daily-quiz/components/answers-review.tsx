import { List, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { AnswerReveal } from '@trivia/contracts';
import { isSkipped } from './answer-feedback';

/** Every question of a finished attempt with the answer given and the right one. */
export function AnswersReview({ answered }: { answered: AnswerReveal[] }) {
  return (
    <List spacing="md" listStyleType="none" styles={{ itemWrapper: { width: '100%', alignItems: 'flex-start' } }}>
      {answered.map((reveal) => (
        <List.Item
          key={reveal.index}
          icon={
            <ThemeIcon color={reveal.correct ? 'green' : 'red'} size={24} radius="xl" variant="light">
              {reveal.correct ? <IconCheck size={14} aria-hidden /> : <IconX size={14} aria-hidden />}
            </ThemeIcon>
          }
        >
          <Stack gap={2}>
            <Text size="sm" fw={600}>
              {reveal.index + 1}. {reveal.prompt}
            </Text>
            <Text size="sm">
              <Text span c="dimmed" size="sm">
                Your answer:{' '}
              </Text>
              {isSkipped(reveal) ? <em>skipped</em> : reveal.given}
              {/* A skipped question is not an answer to call wrong; the red mark beside it already says so. */}
              {isSkipped(reveal) ? null : (
                <Text span size="sm" c={reveal.correct ? 'green' : 'red'}>
                  {' '}
                  ({reveal.correct ? 'correct' : 'wrong'})
                </Text>
              )}
            </Text>
            {reveal.correct ? null : (
              <Text size="sm">
                <Text span c="dimmed" size="sm">
                  Right answer:{' '}
                </Text>
                {reveal.correctAnswer}
              </Text>
            )}
            {reveal.explanation ? (
              <Text size="xs" c="dimmed">
                {reveal.explanation}
              </Text>
            ) : null}
          </Stack>
        </List.Item>
      ))}
    </List>
  );
}
