import { Button, Group, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';

/** The server accepts up to 200 characters (submitAnswerRequestSchema). */
const MAX_ANSWER_LENGTH = 200;

export interface TextAnswerFormProps {
  submitting: boolean;
  onSubmit: (answer: string) => void;
}

/** Render with `key={question.index}` so each question starts empty. Enter submits; an empty answer is refused with a hint, and "I don't know" skips on purpose. */
export function TextAnswerForm({ submitting, onSubmit }: TextAnswerFormProps) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const answer = value.trim();
    if (!answer) {
      setError('Type an answer, or choose “I don’t know” to skip this one.');
      return;
    }
    onSubmit(answer);
  };

  return (
    <form onSubmit={submit} noValidate>
      <TextInput
        label="Your answer"
        size="md"
        value={value}
        onChange={(event) => {
          setValue(event.currentTarget.value);
          setError(null);
        }}
        maxLength={MAX_ANSWER_LENGTH}
        error={error}
        autoFocus
        autoComplete="off"
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        enterKeyHint="send"
        disabled={submitting}
      />
      <Group mt="md" gap="sm">
        <Button type="submit" loading={submitting}>
          Submit
        </Button>
        <Button variant="subtle" color="gray" disabled={submitting} onClick={() => onSubmit('')}>
          I don’t know
        </Button>
      </Group>
    </form>
  );
}
