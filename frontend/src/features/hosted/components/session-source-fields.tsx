import { Checkbox, Group, MultiSelect, NumberInput, Radio, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { ARENA_HOSTED_BANK_TYPES, ARENA_ROOM_LIMITS, type ArenaDifficulty, revisionSetName } from '@trivia/contracts';
import { useQuestionBankStats } from '../../question-bank';
import type { SessionForm } from '../hooks/use-session-form';
import { QUESTION_TYPE_LABELS, type HostedBankType } from '../session-form';

const DIFFICULTIES: { value: ArenaDifficulty; label: string }[] = [
  { value: 'mixed', label: 'Mixed' },
  { value: 'easy', label: 'Easy' },
  { value: 'medium', label: 'Medium' },
  { value: 'hard', label: 'Hard' },
];

const TYPE_HINTS: Partial<Record<HostedBankType, string>> = {
  order: 'Players put items in the right order.',
  estimate: 'The closest number in the room wins.',
};

export interface SessionSourceFieldsProps {
  form: SessionForm;
  /** The catalogue quiz the page was opened with, once its title is known. */
  quizTitle: string | null;
}

/** A quick selection from the question bank: how many, which categories, how hard, which kinds of question. */
function QuickSelection({ form }: { form: SessionForm }) {
  const { values, errors, set } = form;
  const stats = useQuestionBankStats();
  const categories = (stats.data?.byCategory ?? []).map((c) => ({
    value: c.category,
    label: `${c.name} (${c.count})`,
  }));
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <NumberInput
          label="Questions"
          description="5 to 50"
          min={5}
          max={50}
          clampBehavior="none"
          value={values.questionCount}
          onChange={(value) => set('questionCount', value)}
          error={errors.questionCount}
        />
        <Select
          label="Difficulty"
          data={DIFFICULTIES}
          value={values.difficulty}
          onChange={(value) => set('difficulty', (value as ArenaDifficulty | null) ?? 'mixed')}
          allowDeselect={false}
          error={errors.difficulty}
        />
      </SimpleGrid>
      {values.curriculum ? null : (
        <MultiSelect
          label="Categories (optional)"
          placeholder={values.categories.length ? undefined : 'All categories'}
          data={categories}
          value={values.categories}
          onChange={(value) => set('categories', value)}
          searchable
          clearable
          maxValues={ARENA_ROOM_LIMITS.categories.max}
          error={errors.categories}
        />
      )}
      <Checkbox.Group
        label="Question types"
        value={values.questionTypes}
        onChange={(value) => set('questionTypes', value as HostedBankType[])}
        error={errors.questionTypes}
      >
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt={6}>
          {ARENA_HOSTED_BANK_TYPES.map((type) => (
            <Checkbox key={type} value={type} label={QUESTION_TYPE_LABELS[type]} description={TYPE_HINTS[type]} />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
    </Stack>
  );
}

/** Where the questions come from: the catalogue quiz the page was opened with, or a quick selection. */
export function SessionSourceFields({ form, quizTitle }: SessionSourceFieldsProps) {
  const { values, errors, set } = form;
  return (
    <Stack gap="md">
      {values.slug ? (
        <Radio.Group
          label="Questions from"
          value={values.sourceKind}
          onChange={(value) => set('sourceKind', value === 'catalogue' || value === 'round' ? value : 'quick')}
          error={errors.source}
        >
          <Group mt={6} gap="lg">
            {values.round ? <Radio value="round" label={`Round ${values.round} only`} /> : null}
            <Radio
              value="catalogue"
              label={values.round ? 'The whole quiz' : quizTitle ? `This quiz: ${quizTitle}` : 'This quiz'}
            />
            <Radio value="quick" label="A quick selection" />
          </Group>
        </Radio.Group>
      ) : values.curriculum ? (
        <Text size="sm">
          A <strong>{revisionSetName(values.curriculum.subject, values.curriculum.level)}</strong> revision set: only
          questions on that subject at that level, drawn afresh from the question bank for this session.
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          A quick selection from the question bank. To run a pub quiz pack, open it in the catalogue and press “Host it
          live”.
        </Text>
      )}
      {values.sourceKind === 'quick' ? <QuickSelection form={form} /> : null}
      {!values.slug && errors.source ? (
        <Text c="red" size="sm">
          {errors.source}
        </Text>
      ) : null}
    </Stack>
  );
}
