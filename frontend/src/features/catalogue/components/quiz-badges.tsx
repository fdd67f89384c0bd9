import { Badge, Group } from '@mantine/core';
import type { QuizSummary } from '@trivia/contracts';
import { archetypeName, DIFFICULTY_LABELS, SEASON_LABELS } from '../quiz-labels';

const SEASON_COLOURS = { halloween: 'orange', 'bonfire-night': 'red', christmas: 'green' } as const;

/** The quiz type, its season where it has one, and how hard it is. */
export function QuizBadges({ quiz, size = 'sm' }: { quiz: QuizSummary; size?: 'sm' | 'md' }) {
  return (
    <Group gap={6}>
      <Badge size={size} variant="light">
        {archetypeName(quiz.archetype)}
      </Badge>
      {quiz.season ? (
        <Badge size={size} variant="light" color={SEASON_COLOURS[quiz.season]}>
          {SEASON_LABELS[quiz.season]}
        </Badge>
      ) : null}
      <Badge size={size} variant="outline" color="gray.7">
        {DIFFICULTY_LABELS[quiz.difficulty]}
      </Badge>
    </Group>
  );
}
