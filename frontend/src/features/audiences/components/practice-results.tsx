import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { PracticeState } from '@trivia/contracts';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { AnswersReview } from '../../daily-quiz/question-screen';
import { revisionHostPath } from '../../hosted';

/** A sentence for the score: encouraging, and honest about what to do next. */
export function scoreComment(score: number, total: number): string {
  const share = total ? score / total : 0;
  if (share === 1) return 'Full marks: this set is well revised.';
  if (share >= 0.7) return 'A strong score: look over the ones you missed below.';
  if (share >= 0.4) return 'Getting there: the answers below are worth another read before you try again.';
  return 'A good place to start: read through the answers below, then have another go.';
}

export interface PracticeResultsProps {
  attempt: PracticeState & { result: NonNullable<PracticeState['result']> };
  onAgain: () => void;
}

export function PracticeResults({ attempt, onAgain }: PracticeResultsProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The question the player was on is gone; keyboard and screen reader users continue from the result.
  useEffect(() => headingRef.current?.focus(), []);
  const { score, total } = attempt.result;
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="sm">
          <Title order={2} size="h3" ref={headingRef} tabIndex={-1} style={{ outline: 'none' }}>
            You scored {score} out of {total}
          </Title>
          <Text>{scoreComment(score, total)}</Text>
          <Group gap="sm">
            <Button onClick={onAgain}>Practise {attempt.name} again</Button>
            <Button component={Link} to={revisionHostPath(attempt)} variant="light">
              Host this set live
            </Button>
            <Button component={Link} to="/education" variant="subtle">
              All revision sets
            </Button>
          </Group>
        </Stack>
      </Paper>
      <section aria-labelledby="practice-review">
        <Title order={2} size="h4" id="practice-review" mb="sm">
          Your answers
        </Title>
        <AnswersReview answered={attempt.answered} />
      </section>
    </Stack>
  );
}
