import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { AnswerReveal } from '@trivia/contracts';

export interface AnswerFeedbackProps {
  reveal: AnswerReveal;
  finished: boolean;
  onNext: () => void;
}

export function isSkipped(reveal: Pick<AnswerReveal, 'given'>): boolean {
  return reveal.given.trim() === '';
}

/** What was right, straight after answering; "Next" takes focus so Enter moves on. */
export function AnswerFeedback({ reveal, finished, onNext }: AnswerFeedbackProps) {
  const title = reveal.correct ? 'Correct!' : isSkipped(reveal) ? 'Skipped' : 'Not quite';
  return (
    <Stack gap="md">
      <Alert
        color={reveal.correct ? 'green' : 'red'}
        variant="light"
        title={title}
        icon={reveal.correct ? <IconCheck aria-hidden /> : <IconX aria-hidden />}
      >
        <Stack gap={4}>
          {reveal.correct ? null : (
            <Text size="sm">
              The answer was <strong>{reveal.correctAnswer}</strong>.
            </Text>
          )}
          {isSkipped(reveal) ? null : (
            <Text size="sm" c="dimmed">
              You answered: {reveal.given}
            </Text>
          )}
          {reveal.explanation ? <Text size="sm">{reveal.explanation}</Text> : null}
        </Stack>
      </Alert>
      <Button onClick={onNext} autoFocus size="md" style={{ alignSelf: 'flex-start' }}>
        {finished ? 'See your result' : 'Next question'}
      </Button>
    </Stack>
  );
}
