import { Button, Group, Modal, Radio, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import {
  BUILDER_DIFFICULTIES,
  BUILDER_LIMITS,
  BUILDER_QUESTION_TYPES,
  QUESTION_CATEGORIES,
  type BuilderQuestion,
  type BuilderQuestionType,
  type QuestionCategoryId,
} from '@trivia/contracts';
import { useState, type FormEvent } from 'react';
import type { QuestionField } from '../issue-paths';
import {
  checkQuestionForm,
  DIFFICULTY_LABELS,
  formErrorsOf,
  QUESTION_TYPE_LABELS,
  type QuestionDifficulty,
  type QuestionFormField,
  type QuestionFormValues,
} from '../question-form';
import { AnswerFields } from './answer-fields';

const CATEGORY_OPTIONS = QUESTION_CATEGORIES.map((c) => ({ value: c.id, label: c.name }));
const DIFFICULTY_OPTIONS = BUILDER_DIFFICULTIES.map((d) => ({ value: d, label: DIFFICULTY_LABELS[d] }));

export interface QuestionFormModalProps {
  title: string;
  initial: QuestionFormValues;
  base: Pick<BuilderQuestion, 'id' | 'origin' | 'asOf' | 'media'>;
  /** A bank question keeps its type, category and difficulty: swaps and the bank's checks rely on them. */
  kindLocked: boolean;
  serverIssues: Partial<Record<QuestionField, string>> | undefined;
  submitLabel: string;
  onSubmit: (question: BuilderQuestion) => void;
  onClose: () => void;
}

/** Adds an own question or edits one in the draft; checked as far as the browser can, then by the server. */
export function QuestionFormModal(props: QuestionFormModalProps) {
  const [values, setValues] = useState(props.initial);
  const [errors, setErrors] = useState(() => formErrorsOf(props.serverIssues, props.initial.type));
  const set = <K extends QuestionFormField>(key: K, value: QuestionFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined, ...(key === 'correct' ? { options: undefined } : {}) }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const checked = checkQuestionForm(values, props.base);
    setErrors(checked.errors);
    if (checked.question) props.onSubmit(checked.question);
  };

  return (
    <Modal opened onClose={props.onClose} title={props.title} size="lg">
      <form onSubmit={submit} noValidate aria-label={props.title}>
        <Stack gap="md">
          {props.kindLocked ? (
            <Text size="sm" c="dimmed">
              {QUESTION_TYPE_LABELS[values.type]} · {CATEGORY_OPTIONS.find((c) => c.value === values.category)?.label} ·{' '}
              {DIFFICULTY_LABELS[values.difficulty]}. A question from our bank keeps its type, category and difficulty:
              swap it to get a different one.
            </Text>
          ) : (
            <>
              <Radio.Group
                label="Type"
                value={values.type}
                onChange={(value) => set('type', value as BuilderQuestionType)}
                error={errors.type}
              >
                <Group mt={6}>
                  {BUILDER_QUESTION_TYPES.map((type) => (
                    <Radio key={type} value={type} label={QUESTION_TYPE_LABELS[type]} />
                  ))}
                </Group>
              </Radio.Group>
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
                <Select
                  label="Category"
                  data={CATEGORY_OPTIONS}
                  value={values.category}
                  onChange={(value) => value && set('category', value as QuestionCategoryId)}
                  allowDeselect={false}
                  searchable
                  error={errors.category}
                />
                <Select
                  label="Difficulty"
                  data={DIFFICULTY_OPTIONS}
                  value={values.difficulty}
                  onChange={(value) => value && set('difficulty', value as QuestionDifficulty)}
                  allowDeselect={false}
                  error={errors.difficulty}
                />
              </SimpleGrid>
            </>
          )}
          <Textarea
            label={values.type === 'true_false' ? 'Statement' : 'Question'}
            required
            autosize
            minRows={2}
            maxLength={BUILDER_LIMITS.prompt.max}
            description={`${BUILDER_LIMITS.prompt.min} to ${BUILDER_LIMITS.prompt.max} characters, in British English`}
            value={values.prompt}
            onChange={(event) => set('prompt', event.currentTarget.value)}
            error={errors.prompt}
            data-autofocus
          />
          <AnswerFields values={values} errors={errors} set={set} />
          <TextInput
            label="Source (optional)"
            description="Where the fact comes from: a link or a note, for you"
            value={values.source}
            maxLength={300}
            onChange={(event) => set('source', event.currentTarget.value)}
            error={errors.source}
          />
          <Group justify="flex-end">
            <Button variant="subtle" color="gray" onClick={props.onClose}>
              Cancel
            </Button>
            <Button type="submit">{props.submitLabel}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
