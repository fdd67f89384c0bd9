import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { BUILDER_LIMITS, type BuilderRound } from '@trivia/contracts';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { questionsLabel } from '../draft-counts';
import { addButtonId, roundDropId } from '../element-ids';
import type { DraftIssues } from '../issue-paths';
import { QuestionCard, type QuestionCardActions } from './question-card';

interface RoundSectionProps {
  round: BuilderRound;
  index: number;
  rounds: { index: number; title: string }[];
  issues: DraftIssues;
  swappingId: string | null;
  canDelete: boolean;
  onRename: (title: string) => void;
  onAdd: () => void;
  onDelete: () => void;
  actionsFor: (questionId: string) => QuestionCardActions;
  /** Whether "move up" / "move down" can go anywhere from this question. */
  canMove: (questionId: string, direction: -1 | 1) => boolean;
}

/** A round: its title to rename, its questions in order (a drop target even when empty), and "add your own". */
export function RoundSection(props: RoundSectionProps) {
  const { round, index, issues } = props;
  const { setNodeRef, isOver } = useDroppable({ id: roundDropId(index) });
  const roundIssues = issues.rounds[index];
  const full = round.questions.length >= BUILDER_LIMITS.perRound.max;
  const headingId = `round-heading-${index}`;
  const otherRounds = props.rounds.filter((r) => r.index !== index);
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" gap="xs">
          <TextInput
            id={headingId}
            label={`Round ${index + 1} title`}
            value={round.title}
            maxLength={BUILDER_LIMITS.roundTitle.max}
            onChange={(event) => props.onRename(event.currentTarget.value)}
            error={roundIssues?.title ?? (round.title.trim() === '' ? 'A round needs a title' : undefined)}
            style={{ flex: 1, minWidth: 200 }}
          />
          <Text size="sm" c="dimmed" pb={6}>
            {questionsLabel(round.questions.length)}
          </Text>
        </Group>
        {roundIssues?.general ? (
          <Text size="sm" c="red.7" role="note">
            {roundIssues.general}
          </Text>
        ) : null}
        <SortableContext items={round.questions.map((q) => q.id)} strategy={verticalListSortingStrategy}>
          <Stack
            ref={setNodeRef}
            component="ol"
            gap="xs"
            p={0}
            m={0}
            aria-label={`Questions in round ${index + 1}`}
            style={{
              minHeight: 48,
              borderRadius: 8,
              outline: isOver ? '2px dashed var(--mantine-color-blue-5)' : undefined,
            }}
          >
            {round.questions.map((question, position) => (
              <QuestionCard
                key={question.id}
                question={question}
                number={position + 1}
                roundNumber={index + 1}
                otherRounds={otherRounds}
                issues={issues.questions[question.id]}
                swapping={props.swappingId === question.id}
                canMoveUp={props.canMove(question.id, -1)}
                canMoveDown={props.canMove(question.id, 1)}
                {...props.actionsFor(question.id)}
              />
            ))}
            {round.questions.length === 0 ? (
              <Text size="sm" c="dimmed" p="sm">
                No questions in this round: add your own, or drag one here.
              </Text>
            ) : null}
          </Stack>
        </SortableContext>
        <Group gap="xs">
          <Button
            id={addButtonId(index)}
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={props.onAdd}
            disabled={full}
            title={full ? `A round holds at most ${BUILDER_LIMITS.perRound.max} questions` : undefined}
          >
            Add your own question
          </Button>
          {props.canDelete ? (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} aria-hidden />}
              onClick={props.onDelete}
            >
              Remove this empty round
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}
