import { Button, Group } from '@mantine/core';
import { submitAnswerRequestSchema } from '@trivia/contracts';
import { useState, type FormEvent } from 'react';
import { AnswerInput } from '../../../components/answer-input';
import { useFormErrors } from '../../../lib/use-form-errors';

export interface TextAnswerFormProps {
  submitting: boolean;
  /** Rejects with the failure when the server refuses the answer. */
  onSubmit: (answer: string) => Promise<unknown>;
}

const FIELDS = ['answer'] as const;
const answerSchema = submitAnswerRequestSchema.pick({ answer: true });

/** Render with `key={question.index}` so each question starts empty. Enter submits; an empty answer is refused with a hint, and "I don't know" skips on purpose. */
export function TextAnswerForm({ submitting, onSubmit }: TextAnswerFormProps) {
  const [value, setValue] = useState('');
  const form = useFormErrors(FIELDS);

  const send = (answer: string) => void onSubmit(answer).catch(form.showFailure);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!value.trim()) return form.setError('answer', 'Type an answer, or choose “I don’t know” to skip this one.');
    const checked = form.check(answerSchema, { answer: value });
    if (checked) send(checked.answer);
  };

  return (
    <form onSubmit={submit} noValidate>
      <AnswerInput
        label="Your answer"
        size="md"
        value={value}
        onValueChange={(next) => {
          setValue(next);
          form.clear('answer');
        }}
        error={form.errors.answer}
        autoFocus
        disabled={submitting}
      />
      <Group mt="md" gap="sm">
        <Button type="submit" loading={submitting}>
          Submit
        </Button>
        <Button variant="subtle" color="gray" disabled={submitting} onClick={() => send('')}>
          I don’t know
        </Button>
      </Group>
    </form>
  );
}
