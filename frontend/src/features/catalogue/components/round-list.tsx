import { Table, Text } from '@mantine/core';
import type { QuizDetail } from '@trivia/contracts';
import { categoryName } from '../quiz-labels';

/** Every round of a quiz: its title, how many questions and which categories they come from. */
export function RoundList({ rounds }: { rounds: QuizDetail['rounds'] }) {
  return (
    <Table.ScrollContainer minWidth={360}>
      <Table verticalSpacing="xs" striped>
        <Table.Caption>
          {rounds.length} {rounds.length === 1 ? 'round' : 'rounds'},{' '}
          {rounds.reduce((sum, round) => sum + round.questionCount, 0)} questions
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Round</Table.Th>
            <Table.Th scope="col">Questions</Table.Th>
            <Table.Th scope="col">Categories</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rounds.map((round, i) => (
            <Table.Tr key={`${i}-${round.title}`}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {i + 1}. {round.title}
                </Text>
              </Table.Td>
              <Table.Td>{round.questionCount}</Table.Td>
              <Table.Td>
                <Text size="sm" c="dimmed">
                  {round.categories.map(categoryName).join(', ')}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
