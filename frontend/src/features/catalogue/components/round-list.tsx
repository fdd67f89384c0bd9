import { Group, Stack, Text } from '@mantine/core';
import { categoryName, type QuizDetail } from '@trivia/contracts';

/** Every round of a quiz: its title, how many questions and which categories they come from. */
export function RoundList({ rounds }: { rounds: QuizDetail['rounds'] }) {
  const questions = rounds.reduce((sum, round) => sum + round.questionCount, 0);
  return (
    <Stack gap="xs">
      <Stack gap={0} component="ol" aria-label="Rounds" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {rounds.map((round, i) => (
          <li
            key={`${i}-${round.title}`}
            style={{ padding: '8px 0', borderTop: i > 0 ? '1px solid var(--mantine-color-default-border)' : undefined }}
          >
            <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
              <Text size="sm" fw={600}>
                Round {i + 1}: {round.title}
              </Text>
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {round.questionCount} questions
              </Text>
            </Group>
            {round.categories.length > 0 ? (
              <Text size="sm" c="dimmed">
                {round.categories.map(categoryName).join(', ')}
              </Text>
            ) : null}
          </li>
        ))}
      </Stack>
      <Text size="sm" c="dimmed">
        {rounds.length} {rounds.length === 1 ? 'round' : 'rounds'}, {questions} questions in all
      </Text>
    </Stack>
  );
}
