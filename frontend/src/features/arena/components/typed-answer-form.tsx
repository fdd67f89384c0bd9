import { Button, Stack } from '@mantine/core';
import { typedAnswerSchema } from '@trivia/contracts';
import { useState, type FormEvent } from 'react';
import { AnswerInput } from '../../../components/answer-input';

export interface TypedAnswerFormProps {
  disabled: boolean;
  onSubmit: (text: string) => void;
  /** The Send button spans the form (a phone's answer pad) rather than sitting at its start. */
  fullWidth?: boolean;
}

/** A typed answer: checked with the contracts' rule before it is sent, the rule's message at the field. */
export function TypedAnswerForm({ disabled, onSubmit, fullWidth = false }: TypedAnswerFormProps) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = typedAnswerSchema.safeParse(value);
    if (!checked.success) return setError(checked.error.issues[0]?.message);
    if (checked.data) onSubmit(checked.data);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <AnswerInput
          label="Your answer"
          size="lg"
          value={value}
          onValueChange={(next) => {
            setValue(next);
            setError(undefined);
          }}
          error={error}
          autoFocus
          disabled={disabled}
        />
        <Button
          type="submit"
          size="lg"
          disabled={disabled || !value.trim()}
          style={fullWidth ? undefined : { alignSelf: 'flex-start' }}
        >
          Send
        </Button>
      </Stack>
    </form>
  );
}
