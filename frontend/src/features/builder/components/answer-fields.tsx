import { ActionIcon, Button, Group, Radio, Stack, TagsInput, Text, TextInput } from '@mantine/core';
import { BUILDER_LIMITS } from '@trivia/contracts';
import { IconPlus, IconX } from '@tabler/icons-react';
import type { FieldErrors } from '../../../lib/form-errors';
import type { QuestionFormField, QuestionFormValues } from '../question-form';

export interface AnswerFieldsProps {
  values: QuestionFormValues;
  errors: FieldErrors<QuestionFormField>;
  set: <K extends QuestionFormField>(key: K, value: QuestionFormValues[K]) => void;
}

function TypedAnswer({ values, errors, set }: AnswerFieldsProps) {
  return (
    <>
      <TextInput
        label="Answer"
        required
        value={values.answer}
        maxLength={BUILDER_LIMITS.answer.max}
        onChange={(event) => set('answer', event.currentTarget.value)}
        error={errors.answer}
      />
      <TagsInput
        label="Accepted alternatives"
        description={`Other answers marked right (press Enter after each; up to ${BUILDER_LIMITS.aliases.max})`}
        value={values.aliases}
        onChange={(aliases) => set('aliases', aliases)}
        maxTags={BUILDER_LIMITS.aliases.max}
        clearable
        error={errors.aliases}
      />
    </>
  );
}

function Options({ values, errors, set }: AnswerFieldsProps) {
  const { options } = values;
  const setOption = (index: number, text: string) =>
    set(
      'options',
      options.map((option, i) => (i === index ? text : option)),
    );
  const remove = (index: number) => {
    set(
      'options',
      options.filter((_, i) => i !== index),
    );
    if (values.correct >= index && values.correct > 0) set('correct', values.correct - 1);
  };
  return (
    <Radio.Group
      label="Options"
      description="Mark the right one"
      value={String(values.correct)}
      onChange={(value) => set('correct', Number(value))}
      error={errors.options}
    >
      <Stack gap={6} mt={6}>
        {options.map((option, index) => (
          <Group key={index} gap="xs" wrap="nowrap">
            <Radio value={String(index)} aria-label={`Option ${index + 1} is the right answer`} />
            <TextInput
              aria-label={`Option ${index + 1}`}
              placeholder={`Option ${index + 1}`}
              value={option}
              maxLength={BUILDER_LIMITS.option.max}
              onChange={(event) => setOption(index, event.currentTarget.value)}
              style={{ flex: 1 }}
            />
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`Remove option ${index + 1}`}
              disabled={options.length <= BUILDER_LIMITS.options.min}
              onClick={() => remove(index)}
            >
              <IconX size={16} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        {options.length < BUILDER_LIMITS.options.max ? (
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => set('options', [...options, ''])}
            style={{ alignSelf: 'flex-start' }}
          >
            Add an option
          </Button>
        ) : (
          <Text size="xs" c="dimmed">
            {BUILDER_LIMITS.options.max} options at most.
          </Text>
        )}
      </Stack>
    </Radio.Group>
  );
}

function TrueOrFalse({ values, errors, set }: AnswerFieldsProps) {
  return (
    <Radio.Group
      label="The statement is"
      value={values.truth}
      onChange={(value) => set('truth', value === 'False' ? 'False' : 'True')}
      error={errors.truth}
    >
      <Group mt={6}>
        <Radio value="True" label="True" />
        <Radio value="False" label="False" />
      </Group>
    </Radio.Group>
  );
}

/** The answer part of the question form, as the question's type asks for it. */
export function AnswerFields(props: AnswerFieldsProps) {
  if (props.values.type === 'multiple_choice') return <Options {...props} />;
  if (props.values.type === 'true_false') return <TrueOrFalse {...props} />;
  return <TypedAnswer {...props} />;
}
