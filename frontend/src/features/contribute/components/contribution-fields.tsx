import {
  Input,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { BUILDER_LIMITS, type BuilderQuestionType, QUESTION_CATEGORIES } from '@trivia/contracts';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import type { ContributionDraft, DraftField } from '../contribution-draft';

const TYPES: { value: BuilderQuestionType; label: string }[] = [
  { value: 'text', label: 'Typed answer' },
  { value: 'multiple_choice', label: 'Multiple choice' },
  { value: 'true_false', label: 'True or false' },
];
const DIFFICULTIES = [
  { value: 'easy', label: 'Easy' },
  { value: 'medium', label: 'Medium' },
  { value: 'hard', label: 'Hard' },
];
const CATEGORIES = QUESTION_CATEGORIES.map((c) => ({ value: c.id, label: c.name }));

export type FieldMessages = Partial<Record<DraftField, string[]>>;

/** One field's messages as the input's error: each on its own line. */
function errorOf(messages: string[] | undefined): ReactNode {
  if (!messages?.length) return undefined;
  return messages.length === 1 ? (
    messages[0]
  ) : (
    <Stack gap={2} component="span">
      {messages.map((message) => (
        <span key={message}>{message}</span>
      ))}
    </Stack>
  );
}

interface ContributionFieldsProps {
  draft: ContributionDraft;
  onChange: (patch: Partial<ContributionDraft>) => void;
  /** A field was left: its schema problems may show from now on. */
  onBlur?: (field: DraftField) => void;
  messages: FieldMessages;
  /** The latest "true as of" date the browser offers. */
  maxDate?: string;
}

/** The fields of one question: type, category, difficulty, the question, its answer(s), a source and a date. */
export function ContributionFields({ draft, onChange, onBlur, messages, maxDate }: ContributionFieldsProps) {
  const left = (field: DraftField) => () => onBlur?.(field);
  // Three question types side by side do not fit a phone's width: they stack there.
  const narrow = useMediaQuery('(max-width: 30em)');
  return (
    <Stack gap="md">
      <Input.Wrapper label="Type of question" id="contribution-type" error={errorOf(messages.type)}>
        <SegmentedControl
          fullWidth
          aria-labelledby="contribution-type-label"
          orientation={narrow ? 'vertical' : 'horizontal'}
          data={TYPES}
          value={draft.type}
          onChange={(value) => onChange({ type: value as BuilderQuestionType })}
        />
      </Input.Wrapper>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label="Category"
          placeholder="Choose a category"
          data={CATEGORIES}
          value={draft.category}
          onChange={(value) => onChange({ category: value })}
          onBlur={left('category')}
          error={errorOf(messages.category)}
          allowDeselect={false}
          required
        />
        <Input.Wrapper label="Difficulty" id="contribution-difficulty" error={errorOf(messages.difficulty)}>
          <SegmentedControl
            fullWidth
            aria-labelledby="contribution-difficulty-label"
            data={DIFFICULTIES}
            value={draft.difficulty}
            onChange={(value) => onChange({ difficulty: value as ContributionDraft['difficulty'] })}
          />
        </Input.Wrapper>
      </SimpleGrid>
      <Textarea
        label="Question"
        description={`${BUILDER_LIMITS.prompt.min} to ${BUILDER_LIMITS.prompt.max} characters, in British English.`}
        autosize
        minRows={2}
        value={draft.prompt}
        onChange={(event) => onChange({ prompt: event.currentTarget.value })}
        onBlur={left('prompt')}
        error={errorOf(messages.prompt)}
        required
      />
      {draft.type === 'true_false' ? (
        <Input.Wrapper label="Answer" id="contribution-answer" error={errorOf(messages.answer)} required>
          <SegmentedControl
            fullWidth
            aria-labelledby="contribution-answer-label"
            data={['True', 'False']}
            value={draft.answer === 'True' || draft.answer === 'False' ? draft.answer : ''}
            onChange={(answer) => onChange({ answer })}
          />
        </Input.Wrapper>
      ) : (
        <TextInput
          label="Answer"
          description={draft.type === 'multiple_choice' ? 'The right option, as players will see it.' : undefined}
          value={draft.answer}
          onChange={(event) => onChange({ answer: event.currentTarget.value })}
          onBlur={left('answer')}
          error={errorOf(messages.answer)}
          required
        />
      )}
      {draft.type === 'text' ? (
        <TagsInput
          label="Accepted alternatives"
          description="Other ways of writing the answer that should count as right. Press Enter after each."
          value={draft.aliases}
          onChange={(aliases) => onChange({ aliases })}
          onBlur={left('aliases')}
          error={errorOf(messages.aliases)}
          maxTags={BUILDER_LIMITS.aliases.max}
          splitChars={[]}
          clearable
        />
      ) : null}
      {draft.type === 'multiple_choice' ? (
        <Input.Wrapper
          label="Wrong options"
          description="Three believable wrong answers; players see them mixed with the right one."
          error={errorOf(messages.wrongOptions)}
        >
          <SimpleGrid cols={{ base: 1, sm: 3 }} mt={4}>
            {draft.wrongOptions.map((option, i) => (
              <TextInput
                key={i}
                aria-label={`Wrong option ${i + 1}`}
                placeholder={`Wrong option ${i + 1}`}
                value={option}
                onChange={(event) => {
                  const wrongOptions = [...draft.wrongOptions];
                  wrongOptions[i] = event.currentTarget.value;
                  onChange({ wrongOptions });
                }}
                onBlur={left('wrongOptions')}
                error={Boolean(messages.wrongOptions?.length)}
              />
            ))}
          </SimpleGrid>
        </Input.Wrapper>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Source link"
          description="A page where anyone can check the fact."
          placeholder="https://"
          type="url"
          inputMode="url"
          value={draft.sourceUrl}
          onChange={(event) => onChange({ sourceUrl: event.currentTarget.value })}
          onBlur={left('sourceUrl')}
          error={errorOf(messages.sourceUrl)}
          required
        />
        <TextInput
          label="True as of"
          description="The date you checked it: not in the future."
          type="date"
          max={maxDate}
          value={draft.asOf}
          onChange={(event) => onChange({ asOf: event.currentTarget.value })}
          onBlur={left('asOf')}
          error={errorOf(messages.asOf)}
          required
        />
      </SimpleGrid>
      {draft.type === 'true_false' ? (
        <Text size="xs" c="dimmed">
          Write the question as a statement players judge true or false.
        </Text>
      ) : null}
    </Stack>
  );
}
