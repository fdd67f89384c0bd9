import { TextInput, type TextInputProps } from '@mantine/core';
import { MAX_TYPED_ANSWER_LENGTH } from '@trivia/contracts';
import { useState, type ClipboardEvent } from 'react';
import { ANSWER_TOO_LONG_MESSAGE, pasteWithin } from '../lib/typed-answer';

export interface AnswerInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'maxLength' | 'description'> {
  value: string;
  onValueChange: (value: string) => void;
}

/** Counting down starts this close to the limit, so nobody meets it by surprise. */
const COUNT_FROM = MAX_TYPED_ANSWER_LENGTH - 20;

/**
 * A typed quiz answer (daily quiz and Arena): at most MAX_TYPED_ANSWER_LENGTH characters like the server, with a
 * count near the limit, and a paste that does not fit is cut with a message instead of silently. The form's own
 * `error` (an empty answer, the server's refusal) wins over the paste message.
 */
export function AnswerInput({ value, onValueChange, error, ...props }: AnswerInputProps) {
  const [cut, setCut] = useState(false);

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const start = input.selectionStart ?? value.length;
    const end = input.selectionEnd ?? value.length;
    const pasted = pasteWithin(value, start, end, event.clipboardData.getData('text'));
    setCut(pasted.cut);
    if (!pasted.cut) return;
    event.preventDefault();
    onValueChange(pasted.value);
    requestAnimationFrame(() => input.setSelectionRange(pasted.caret, pasted.caret));
  };

  return (
    <TextInput
      {...props}
      value={value}
      onChange={(event) => {
        setCut(false);
        onValueChange(event.currentTarget.value);
      }}
      onPaste={onPaste}
      maxLength={MAX_TYPED_ANSWER_LENGTH}
      description={value.length >= COUNT_FROM ? `${value.length} of ${MAX_TYPED_ANSWER_LENGTH} characters` : undefined}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      error={error || (cut ? ANSWER_TOO_LONG_MESSAGE : undefined)}
      autoComplete="off"
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      enterKeyHint="send"
    />
  );
}
