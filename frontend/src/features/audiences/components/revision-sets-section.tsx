import { Alert, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  REVISION_SUBJECT_NAMES,
  REVISION_SUBJECTS,
  type RevisionSetSummary,
  type RevisionSubject,
  formatNumber,
} from '@trivia/contracts';
import { Link } from 'react-router-dom';
import { revisionHostPath } from '../../hosted';
import { useRevisionSets } from '../api/revision-sets.api';
import { practicePath } from '../revision-paths';

const count = (n: number) => formatNumber(n);

/** The sets of one subject, grouped by it in the contracts' order. */
export function bySubject(sets: readonly RevisionSetSummary[]): [RevisionSubject, RevisionSetSummary[]][] {
  return REVISION_SUBJECTS.flatMap((subject) => {
    const ofSubject = sets.filter((set) => set.subject === subject);
    return ofSubject.length ? [[subject, ofSubject] as [RevisionSubject, RevisionSetSummary[]]] : [];
  });
}

function SetRow({ set, hostable }: { set: RevisionSetSummary; hostable: boolean }) {
  const playable = Math.max(set.maxQuestions.choices, set.maxQuestions.typed) > 0;
  return (
    <Stack gap={6}>
      <Text fw={600}>{set.name}</Text>
      <Text size="sm" c="dimmed">
        {count(set.questions.choices)} multiple-choice and {count(set.questions.typed)} typed-answer questions on{' '}
        {count(set.facts)} topics
      </Text>
      <Group gap="xs">
        {playable ? (
          <Button component={Link} to={practicePath(set)} size="xs" aria-label={`Practise ${set.name}`}>
            Practise
          </Button>
        ) : (
          <Text size="sm" c="dimmed">
            Too few questions for a quiz yet
          </Text>
        )}
        {hostable && playable ? (
          <Button
            component={Link}
            to={revisionHostPath(set)}
            size="xs"
            variant="light"
            aria-label={`Host ${set.name} live in class`}
          >
            Host live in class
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}

export interface RevisionSetsSectionProps {
  /** The teachers' page offers "host live" beside "practise"; the students' page offers practice first. */
  hostable: boolean;
}

/** Every GCSE and A-level set the question bank holds, by subject, with counts: each playable alone or hosted. */
export function RevisionSetsSection({ hostable }: RevisionSetsSectionProps) {
  const sets = useRevisionSets();
  return (
    <section aria-labelledby="revision-sets">
      <Title order={2} size="h3" id="revision-sets" mb={4}>
        Revision quizzes by subject and level
      </Title>
      <Text c="dimmed" mb="md">
        Each set is drawn from the questions in our bank tagged to that GCSE or A-level subject; every quiz is a fresh
        draw, marked as you go.{hostable ? ' Hosting live needs a free account.' : ''}
      </Text>
      {sets.isPending ? <Skeleton h={160} radius="md" /> : null}
      {sets.isError ? (
        <Alert color="red" variant="light" title="The revision sets could not be loaded">
          Please try again in a moment.
        </Alert>
      ) : null}
      {sets.data ? (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {bySubject(sets.data.sets).map(([subject, ofSubject]) => (
            <Card
              key={subject}
              withBorder
              radius="md"
              padding="lg"
              component="article"
              aria-label={REVISION_SUBJECT_NAMES[subject]}
            >
              <Title order={3} size="h4" mb="sm">
                {REVISION_SUBJECT_NAMES[subject]}
              </Title>
              <Stack gap="md">
                {ofSubject.map((set) => (
                  <SetRow key={set.level} set={set} hostable={hostable} />
                ))}
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      ) : null}
    </section>
  );
}
