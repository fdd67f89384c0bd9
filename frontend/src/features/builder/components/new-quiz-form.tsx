import {
  Alert,
  Button,
  Group,
  MultiSelect,
  NumberInput,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import {
  ARCHETYPES,
  BUILDER_CURVE_LABELS,
  BUILDER_CURVES,
  BUILDER_LIMITS,
  createBuilderDraftRequestSchema,
  QUESTION_CATEGORIES,
  QUIZ_AUDIENCES,
  QUIZ_LENGTHS,
  type ArchetypeId,
  type BuilderCurve,
  type QuizAudience,
} from '@trivia/contracts';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '../../../lib/api-client';
import { showErrorToast } from '../../../lib/toast';
import { useFormErrors } from '../../../lib/use-form-errors';
import { AUDIENCE_LABELS } from '../../catalogue';
import { useCreateDraft } from '../api/create-draft.api';
import { editorPath } from '../builder-paths';

const FIELDS = ['archetype', 'length', 'categories', 'curve', 'audience', 'avoidRecent', 'title'] as const;

const CURVE_HINTS: Record<BuilderCurve, string> = {
  'easy-start': 'A gentle first round, then mixed',
  rising: 'Easy to hard within each round',
  flat: 'The same mix all the way through',
};

const ARCHETYPE_OPTIONS = Object.values(ARCHETYPES).map((a) => ({ value: a.id, label: a.name }));
const CATEGORY_OPTIONS = QUESTION_CATEGORIES.map((c) => ({ value: c.id, label: c.name }));
const AUDIENCE_OPTIONS = QUIZ_AUDIENCES.map((a) => ({ value: a, label: AUDIENCE_LABELS[a] }));

interface Values {
  archetype: ArchetypeId;
  length: string;
  categories: string[];
  curve: BuilderCurve;
  audience: QuizAudience;
  avoidRecent: number | string;
  title: string;
}

const INITIAL: Values = {
  archetype: 'general-knowledge',
  length: '30',
  categories: [],
  curve: 'rising',
  audience: 'pub',
  avoidRecent: 0,
  title: '',
};

/**
 * The settings a draft is drawn from. Every archetype can be built at 30, 50 or 70 questions: the builder scales
 * the archetype's rounds to the length chosen, unlike the catalogue, which publishes each in its usual lengths.
 */
export function NewQuizForm({ onCancel }: { onCancel?: () => void }) {
  const navigate = useNavigate();
  const create = useCreateDraft();
  const form = useFormErrors(FIELDS);
  const [values, setValues] = useState<Values>(INITIAL);
  const [shortfall, setShortfall] = useState<string | null>(null);
  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    form.clear(key);
    setShortfall(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const request = form.check(createBuilderDraftRequestSchema, {
      ...values,
      avoidRecent: values.avoidRecent === '' ? 0 : values.avoidRecent,
      title: values.title.trim() === '' ? undefined : values.title,
    });
    if (!request) return;
    create.mutate(request, {
      onSuccess: (draft) => navigate(editorPath(draft.id)),
      onError: (error) => {
        const code = isApiError(error) ? error.code : undefined;
        // QUIZ_002 names what the bank is short of: said beside the settings the member can change.
        if (code === 'QUIZ_002') return setShortfall(isApiError(error) ? (error.body?.message ?? null) : null);
        if (code === 'QUIZ_001') return showErrorToast(error, { detail: isApiError(error) ? error.body?.message : '' });
        form.showFailure(error);
      },
    });
  };

  const archetype = ARCHETYPES[values.archetype];
  return (
    <form onSubmit={submit} noValidate aria-label="New quiz">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label="Quiz type"
            description={archetype.description}
            data={ARCHETYPE_OPTIONS}
            value={values.archetype}
            onChange={(value) => value && set('archetype', value as ArchetypeId)}
            allowDeselect={false}
            error={form.errors.archetype}
          />
          <TextInput
            label="Title (optional)"
            description="We name it after the quiz type otherwise"
            value={values.title}
            maxLength={BUILDER_LIMITS.title.max}
            onChange={(event) => set('title', event.currentTarget.value)}
            error={form.errors.title}
          />
        </SimpleGrid>
        <Radio.Group
          label="Length"
          value={values.length}
          onChange={(value) => set('length', value)}
          error={form.errors.length}
        >
          <Group mt={6} gap="lg">
            {QUIZ_LENGTHS.map((length) => (
              <Radio key={length} value={String(length)} label={`${length} questions`} />
            ))}
          </Group>
        </Radio.Group>
        <MultiSelect
          label="Categories (optional)"
          description="Only questions from these; the quiz type's own rounds otherwise"
          placeholder={values.categories.length ? undefined : 'The quiz type’s own rounds'}
          data={CATEGORY_OPTIONS}
          value={values.categories}
          onChange={(value) => set('categories', value)}
          searchable
          clearable
          error={form.errors.categories}
        />
        <Radio.Group
          label="Difficulty curve"
          value={values.curve}
          onChange={(value) => set('curve', value as BuilderCurve)}
          error={form.errors.curve}
        >
          <SimpleGrid cols={{ base: 1, sm: 3 }} mt={6} spacing="xs">
            {BUILDER_CURVES.map((curve) => (
              <Radio key={curve} value={curve} label={BUILDER_CURVE_LABELS[curve]} description={CURVE_HINTS[curve]} />
            ))}
          </SimpleGrid>
        </Radio.Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label="Audience"
            data={AUDIENCE_OPTIONS}
            value={values.audience}
            onChange={(value) => value && set('audience', value as QuizAudience)}
            allowDeselect={false}
            error={form.errors.audience}
          />
          <NumberInput
            label="Avoid questions from my last quizzes"
            description={`How many of your saved quizzes to leave out (0 to ${BUILDER_LIMITS.avoidRecent.max})`}
            min={0}
            max={BUILDER_LIMITS.avoidRecent.max}
            clampBehavior="none"
            allowDecimal={false}
            value={values.avoidRecent}
            onChange={(value) => set('avoidRecent', value)}
            error={form.errors.avoidRecent}
          />
        </SimpleGrid>
        {shortfall ? (
          <Alert color="orange" title="Not enough questions for those settings" role="alert">
            {shortfall} Try fewer questions, more categories or a flat curve. Error code: QUIZ_002
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" loading={create.isPending}>
            Draw the draft
          </Button>
          {onCancel ? (
            <Button variant="subtle" color="gray" onClick={onCancel}>
              Cancel
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}
