import { Badge, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import type { Difficulty, PlayerQuestion } from '@trivia/contracts';
import { useEffect, useRef, type ReactNode } from 'react';

const DIFFICULTY_COLOUR: Record<Difficulty, string> = { easy: 'green', medium: 'yellow', hard: 'red' };

export interface QuestionCardProps {
  /** The question being asked, or (after answering) just its index and prompt. */
  question: Pick<PlayerQuestion, 'index' | 'prompt'> & Partial<PlayerQuestion>;
  questionCount: number;
  /** Move focus to the prompt when the question appears (the multiple-choice quiz has no input to focus). */
  focusPrompt?: boolean;
  children: ReactNode;
}

export function QuestionCard({ question, questionCount, focusPrompt = false, children }: QuestionCardProps) {
  const promptRef = useRef<HTMLHeadingElement>(null);
  const number = question.index + 1;
  useEffect(() => {
    if (focusPrompt) promptRef.current?.focus();
  }, [focusPrompt, question.index]);

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Stack gap={6}>
          <Text size="sm" fw={600} id="question-progress">
            Question {number} of {questionCount}
          </Text>
          <Progress value={((number - 1) / questionCount) * 100} size="sm" aria-labelledby="question-progress" />
        </Stack>
        {question.categoryName && question.difficulty ? (
          <Group gap="xs">
            <Badge variant="light">{question.categoryName}</Badge>
            <Badge variant="light" color={DIFFICULTY_COLOUR[question.difficulty]}>
              {question.difficulty}
            </Badge>
          </Group>
        ) : null}
        <Title order={2} size="h3" ref={promptRef} tabIndex={-1} style={{ outline: 'none' }}>
          {question.prompt}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
