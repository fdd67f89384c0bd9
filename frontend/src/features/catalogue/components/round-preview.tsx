import { Button, Group, Image, List, Paper, Stack, Text } from '@mantine/core';
import type { QuizDetail } from '@trivia/contracts';
import { useState } from 'react';

export type PreviewQuestion = NonNullable<QuizDetail['rounds'][number]['preview']>[number];

function PreviewQuestionItem({
  question,
  revealed,
  onReveal,
}: {
  question: PreviewQuestion;
  revealed: boolean;
  onReveal: () => void;
}) {
  const answerId = `preview-answer-${question.number}`;
  return (
    <Paper withBorder p="sm" radius="md" component="li" aria-label={`Question ${question.number}`}>
      <Stack gap="xs">
        <Group gap="sm" align="flex-start" wrap="nowrap">
          <Text component="span" fw={700} miw={24} aria-hidden>
            {question.number}.
          </Text>
          <Stack gap="xs" style={{ flex: 1 }}>
            <Text>{question.prompt}</Text>
            {question.imageUrl ? (
              <Image
                src={question.imageUrl}
                alt="Flag to identify"
                w={120}
                h="auto"
                radius="sm"
                fit="contain"
                style={{ border: '1px solid var(--mantine-color-default-border)' }}
              />
            ) : null}
            {question.options ? (
              <List size="sm" type="ordered" listStyleType="upper-alpha">
                {question.options.map((option) => (
                  <List.Item key={option}>{option}</List.Item>
                ))}
              </List>
            ) : null}
            {revealed ? (
              <Text size="sm" id={answerId} c="green.8" fw={600}>
                Answer: {question.answer}
              </Text>
            ) : (
              <Button variant="subtle" size="compact-sm" onClick={onReveal} w="fit-content">
                Show answer
              </Button>
            )}
          </Stack>
        </Group>
      </Stack>
    </Paper>
  );
}

/** Round one, free to read: each answer hidden until asked for, one at a time or all at once. */
export function RoundPreview({ questions, limit }: { questions: PreviewQuestion[]; limit?: number }) {
  const shown = limit ? questions.slice(0, limit) : questions;
  const [revealed, setRevealed] = useState<ReadonlySet<number>>(new Set());
  const allRevealed = shown.every((q) => revealed.has(q.number));
  return (
    <Stack gap="sm">
      <Group justify="flex-end">
        <Button
          variant="light"
          size="xs"
          onClick={() => setRevealed(allRevealed ? new Set() : new Set(shown.map((q) => q.number)))}
        >
          {allRevealed ? 'Hide all answers' : 'Show all answers'}
        </Button>
      </Group>
      <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {shown.map((question) => (
          <PreviewQuestionItem
            key={question.number}
            question={question}
            revealed={revealed.has(question.number)}
            onReveal={() => setRevealed(new Set([...revealed, question.number]))}
          />
        ))}
      </Stack>
    </Stack>
  );
}
