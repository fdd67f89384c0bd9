import { Button, Stack, TextInput } from '@mantine/core';
import type { ArenaChoice } from '@trivia/contracts';
import { useState, type FormEvent } from 'react';
import { ArenaOptions, TypedAnswerForm } from '../../arena/room-kit';
import type { HostedView } from '../hosted-types';
import { parseEstimate } from '../player-logic';
import { answerKindOf } from '../reveal-logic';
import { OrderPad } from './order-pad';

export interface AnswerPadProps {
  view: HostedView;
  /** Nothing can be sent: answered already, sending, paused or reconnecting. */
  locked: boolean;
  onAnswer: (choice: ArenaChoice) => void;
}

function EstimatePad({
  unit,
  disabled,
  onSubmit,
}: {
  unit?: string;
  disabled: boolean;
  onSubmit: (n: number) => void;
}) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseEstimate(value);
    if (parsed.error !== null) return setError(parsed.error);
    onSubmit(parsed.value);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={unit ? `Your estimate (${unit})` : 'Your estimate'}
          description="The closest guess in the room wins."
          size="lg"
          inputMode="decimal"
          autoComplete="off"
          enterKeyHint="send"
          rightSection={unit ? <span aria-hidden>{unit}</span> : undefined}
          rightSectionWidth={unit ? Math.min(140, 16 + unit.length * 9) : undefined}
          value={value}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            setError(undefined);
          }}
          error={error}
          autoFocus
          disabled={disabled}
        />
        <Button type="submit" size="lg" disabled={disabled || !value.trim()}>
          Send
        </Button>
      </Stack>
    </form>
  );
}

/** The phone's answer pad for the open question: big buttons, a text box, an order to arrange, or a number. */
export function AnswerPad({ view, locked, onAnswer }: AnswerPadProps) {
  const question = view.question;
  if (!question) return null;
  const kind = answerKindOf(question);
  const chosen = typeof view.myChoice === 'number' ? view.myChoice : null;
  // Keyed by question: each question starts with an empty box and the items as dealt.
  const key = `${view.questionIndex}-${question.id}`;
  switch (kind) {
    case 'choice':
    case 'poll':
      return (
        <ArenaOptions
          key={key}
          options={question.options ?? []}
          interactive={!locked}
          chosen={chosen}
          onChoose={onAnswer}
        />
      );
    case 'text':
      return <TypedAnswerForm key={key} disabled={locked} onSubmit={onAnswer} fullWidth />;
    case 'estimate':
      return (
        <EstimatePad key={key} unit={question.unit} disabled={locked} onSubmit={(estimate) => onAnswer({ estimate })} />
      );
    case 'order':
      return <OrderPad key={key} items={question.options ?? []} disabled={locked} onSubmit={onAnswer} />;
  }
}
