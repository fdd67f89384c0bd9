import { ActionIcon, Badge, Button, Card, Group, Image, Menu, Stack, Text } from '@mantine/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { categoryName, type BuilderQuestion } from '@trivia/contracts';
import {
  IconArrowDown,
  IconArrowUp,
  IconArrowsExchange,
  IconDotsVertical,
  IconGripVertical,
  IconPencil,
  IconTrash,
} from '@tabler/icons-react';
import type { KeyboardEvent } from 'react';
import { questionElementId } from '../element-ids';
import type { QuestionField } from '../issue-paths';
import { DIFFICULTY_LABELS, QUESTION_TYPE_LABELS } from '../question-form';

export interface QuestionCardActions {
  onEdit: () => void;
  onSwap: () => void;
  onDelete: () => void;
  onMove: (direction: -1 | 1) => void;
  onMoveToRound: (round: number) => void;
}

interface QuestionCardProps extends QuestionCardActions {
  question: BuilderQuestion;
  /** Its place in its round, from 1, and the round's, for names read aloud. */
  number: number;
  roundNumber: number;
  otherRounds: { index: number; title: string }[];
  issues: Partial<Record<QuestionField, string>> | undefined;
  swapping: boolean;
  canMoveUp: boolean;
  canMoveDown: boolean;
}

function Issue({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <Text size="sm" c="red.7" role="note">
      {message}
    </Text>
  );
}

function AnswerLines({ question, issues }: Pick<QuestionCardProps, 'question' | 'issues'>) {
  return (
    <>
      <Text size="sm">
        <Text span fw={600}>
          Answer:
        </Text>{' '}
        {question.answer}
      </Text>
      <Issue message={issues?.answer} />
      {question.aliases.length > 0 ? (
        <Text size="sm" c="dimmed">
          Also accepted: {question.aliases.join(', ')}
        </Text>
      ) : null}
      <Issue message={issues?.aliases} />
      {question.type === 'multiple_choice' && question.options ? (
        <Text size="sm" c="dimmed">
          Options: {question.options.join(' · ')}
        </Text>
      ) : null}
      <Issue message={issues?.options} />
    </>
  );
}

/** One question of the draft: what it asks and answers, its issues, and what can be done to it. */
export function QuestionCard(props: QuestionCardProps) {
  const { question, number, roundNumber, issues, otherRounds } = props;
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: question.id });
  const label = `Question ${number} of round ${roundNumber}`;
  const other = [issues?.type, issues?.category, issues?.difficulty, issues?.source, issues?.question];

  // Alt and an arrow moves the question from its handle, as the Move menu does; the handle's own keys drag it.
  const onHandleKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    event.stopPropagation();
    props.onMove(event.key === 'ArrowUp' ? -1 : 1);
  };

  return (
    <Card
      ref={setNodeRef}
      withBorder
      radius="md"
      padding="sm"
      component="li"
      id={questionElementId(question.id)}
      tabIndex={-1}
      aria-label={label}
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        opacity: isDragging ? 0.4 : 1,
        borderColor: issues ? 'var(--mantine-color-red-6)' : undefined,
        listStyle: 'none',
      }}
    >
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={`Drag ${label}. Space picks it up; Alt and an arrow key moves it.`}
          {...attributes}
          {...listeners}
          onKeyDown={(event) => {
            onHandleKey(event);
            if (!event.defaultPrevented) listeners?.onKeyDown?.(event);
          }}
          style={{ cursor: 'grab', touchAction: 'none' }}
        >
          <IconGripVertical size={18} aria-hidden />
        </ActionIcon>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group gap={6}>
            <Text size="sm" fw={700} aria-hidden>
              {number}.
            </Text>
            <Badge variant="light" size="sm">
              {QUESTION_TYPE_LABELS[question.type]}
            </Badge>
            <Badge variant="outline" size="sm" color="gray">
              {categoryName(question.category)}
            </Badge>
            <Badge variant="outline" size="sm" color="gray">
              {DIFFICULTY_LABELS[question.difficulty]}
            </Badge>
            {question.origin === 'own' ? (
              <Badge variant="light" size="sm" color="grape">
                Your question
              </Badge>
            ) : null}
          </Group>
          {question.media?.kind === 'flag' ? (
            <Image
              src={`/api/catalogue/flags/${question.media.code}.svg`}
              alt="The flag this question shows"
              w={64}
              h={42}
              fit="contain"
            />
          ) : null}
          <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }} data-testid="question-prompt">
            {question.prompt}
          </Text>
          <Issue message={issues?.prompt} />
          <AnswerLines question={question} issues={issues} />
          {other.map((message, i) => (
            <Issue key={i} message={message} />
          ))}
          <Group gap={6} mt={4}>
            <Button
              size="compact-sm"
              variant="light"
              leftSection={<IconPencil size={14} aria-hidden />}
              onClick={props.onEdit}
              aria-label={`Edit ${label}`}
            >
              Edit
            </Button>
            {question.origin === 'bank' ? (
              <Button
                size="compact-sm"
                variant="light"
                leftSection={<IconArrowsExchange size={14} aria-hidden />}
                onClick={props.onSwap}
                loading={props.swapping}
                aria-label={`Swap ${label} for another`}
              >
                Swap
              </Button>
            ) : null}
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon variant="subtle" color="gray" aria-label={`More for ${label}`}>
                  <IconDotsVertical size={16} aria-hidden />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item
                  leftSection={<IconArrowUp size={14} aria-hidden />}
                  disabled={!props.canMoveUp}
                  onClick={() => props.onMove(-1)}
                >
                  Move up
                </Menu.Item>
                <Menu.Item
                  leftSection={<IconArrowDown size={14} aria-hidden />}
                  disabled={!props.canMoveDown}
                  onClick={() => props.onMove(1)}
                >
                  Move down
                </Menu.Item>
                {otherRounds.length > 0 ? <Menu.Label>Move to</Menu.Label> : null}
                {otherRounds.map((round) => (
                  <Menu.Item key={round.index} onClick={() => props.onMoveToRound(round.index)}>
                    {round.title || `Round ${round.index + 1}`}
                  </Menu.Item>
                ))}
                <Menu.Divider />
                <Menu.Item color="red" leftSection={<IconTrash size={14} aria-hidden />} onClick={props.onDelete}>
                  Delete
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
