import { Button, Checkbox, Group, MultiSelect, NumberInput, Paper, Select, Stack, Title } from '@mantine/core';
import type { CreateArenaRoomRequest } from '@trivia/contracts';
import { useState, type FormEvent } from 'react';
import { useQuestionBankStats } from '../../question-bank';

type Difficulty = NonNullable<CreateArenaRoomRequest['difficulty']>;
type QuestionType = 'multiple_choice' | 'text';

export interface HostFormProps {
  creating: boolean;
  onCreate: (request: CreateArenaRoomRequest) => void;
}

const DIFFICULTIES: { value: Difficulty; label: string }[] = [
  { value: 'mixed', label: 'Mixed' },
  { value: 'easy', label: 'Easy' },
  { value: 'medium', label: 'Medium' },
  { value: 'hard', label: 'Hard' },
];

const clamp = (value: number | string, min: number, max: number, fallback: number): number => {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? Math.min(max, Math.max(min, Math.round(n))) : fallback;
};

/** A private room's settings, within the server's limits (createArenaRoomRequestSchema). */
export function HostForm({ creating, onCreate }: HostFormProps) {
  const stats = useQuestionBankStats();
  const [questionCount, setQuestionCount] = useState<number | string>(10);
  const [questionSeconds, setQuestionSeconds] = useState<number | string>(20);
  const [phaseSeconds, setPhaseSeconds] = useState<number | string>(5);
  const [difficulty, setDifficulty] = useState<Difficulty>('mixed');
  const [types, setTypes] = useState<QuestionType[]>(['multiple_choice']);
  const [categories, setCategories] = useState<string[]>([]);
  const categoryData = (stats.data?.byCategory ?? []).map((c) => ({
    value: c.category,
    label: `${c.name} (${c.count})`,
  }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const between = clamp(phaseSeconds, 1, 30, 5);
    onCreate({
      questionCount: clamp(questionCount, 5, 50, 10),
      questionSeconds: clamp(questionSeconds, 5, 120, 20),
      difficulty,
      questionTypes: types.length > 0 ? types : ['multiple_choice'],
      categories,
      revealSeconds: between,
      leaderboardSeconds: between,
    });
  };

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="arena-host-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h3" id="arena-host-title">
            Host a game
          </Title>
          <Group grow align="flex-start">
            <NumberInput label="Questions" min={5} max={50} value={questionCount} onChange={setQuestionCount} />
            <NumberInput
              label="Seconds per question"
              min={5}
              max={120}
              value={questionSeconds}
              onChange={setQuestionSeconds}
            />
          </Group>
          <Group grow align="flex-start">
            <Select
              label="Difficulty"
              data={DIFFICULTIES}
              value={difficulty}
              onChange={(value) => setDifficulty((value as Difficulty | null) ?? 'mixed')}
              allowDeselect={false}
            />
            <NumberInput
              label="Seconds on answers and scores"
              min={1}
              max={30}
              value={phaseSeconds}
              onChange={setPhaseSeconds}
            />
          </Group>
          <Checkbox.Group label="Question types" value={types} onChange={(value) => setTypes(value as QuestionType[])}>
            <Group mt={6}>
              <Checkbox value="multiple_choice" label="Multiple choice" />
              <Checkbox value="text" label="Typed answers" />
            </Group>
          </Checkbox.Group>
          <MultiSelect
            label="Categories (optional)"
            placeholder={categories.length ? undefined : 'All categories'}
            data={categoryData}
            value={categories}
            onChange={setCategories}
            searchable
            clearable
            maxValues={20}
          />
          <Button type="submit" size="lg" loading={creating}>
            Create room
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
