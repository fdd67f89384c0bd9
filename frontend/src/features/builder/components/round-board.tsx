import { Stack } from '@mantine/core';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import type { BuilderContent } from '@trivia/contracts';
import { dropPlace, findQuestion, neighbourPlace, type QuestionPlace } from '../draft-edits';
import { roundDropId } from '../element-ids';
import type { DraftIssues } from '../issue-paths';
import type { QuestionCardActions } from './question-card';
import { RoundSection } from './round-section';

export interface RoundBoardProps {
  content: BuilderContent;
  issues: DraftIssues;
  swappingId: string | null;
  onMove: (id: string, to: QuestionPlace) => void;
  onRename: (round: number, title: string) => void;
  onAdd: (round: number) => void;
  onDeleteRound: (round: number) => void;
  actionsFor: (questionId: string) => QuestionCardActions;
}

/** "position 3 of round 2", for what a screen reader hears while a question is dragged. */
function placeWords(content: BuilderContent, overId: UniqueIdentifier | undefined): string {
  if (overId === undefined) return 'no longer over a round';
  const place = dropPlace(content, overId);
  if (!place) return 'no longer over a round';
  return `position ${place.index + 1} of round ${place.round + 1}`;
}

function announcements(content: BuilderContent): Announcements {
  const name = (id: UniqueIdentifier) => {
    const place = findQuestion(content, String(id));
    return place ? `question ${place.index + 1} of round ${place.round + 1}` : 'the question';
  };
  return {
    onDragStart: ({ active }) => `Picked up ${name(active.id)}.`,
    onDragOver: ({ active, over }) => `${name(active.id)} is over ${placeWords(content, over?.id)}.`,
    onDragEnd: ({ active, over }) =>
      over ? `Dropped ${name(active.id)} at ${placeWords(content, over.id)}.` : `Put back ${name(active.id)}.`,
    onDragCancel: ({ active }) => `Moving cancelled: ${name(active.id)} is back where it was.`,
  };
}

const INSTRUCTIONS = {
  draggable:
    'To move a question, press space or enter on its handle, use the arrow keys to move it, then space or enter to drop it, or escape to cancel. Alt with the up or down arrow moves it one place at once.',
};

/** The draft's rounds, with questions dragged (pointer or keyboard) within and between rounds. */
export function RoundBoard(props: RoundBoardProps) {
  const { content } = props;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const rounds = content.rounds.map((round, index) => ({ index, title: round.title }));

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const to = dropPlace(content, over.id);
    if (to) props.onMove(String(active.id), to);
  };

  const canMove = (id: string, direction: -1 | 1) => neighbourPlace(content, id, direction) !== null;

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements: announcements(content), screenReaderInstructions: INSTRUCTIONS }}
    >
      <Stack gap="md">
        {content.rounds.map((round, index) => (
          <RoundSection
            key={roundDropId(index)}
            round={round}
            index={index}
            rounds={rounds}
            issues={props.issues}
            swappingId={props.swappingId}
            canDelete={content.rounds.length > 1 && round.questions.length === 0}
            onRename={(title) => props.onRename(index, title)}
            onAdd={() => props.onAdd(index)}
            onDelete={() => props.onDeleteRound(index)}
            actionsFor={props.actionsFor}
            canMove={canMove}
          />
        ))}
      </Stack>
    </DndContext>
  );
}
