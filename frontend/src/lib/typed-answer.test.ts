import { MAX_TYPED_ANSWER_LENGTH } from '@trivia/contracts';
import { ANSWER_TOO_LONG_MESSAGE, pasteWithin } from './typed-answer';

describe('pasteWithin', () => {
  it('keeps a paste that fits, untouched', () => {
    expect(pasteWithin('Paris', 5, 5, ' France', 100)).toEqual({ value: 'Paris France', caret: 12, cut: false });
  });

  it('cuts a 600-character paste to the limit and says it was cut', () => {
    const result = pasteWithin('', 0, 0, 'x'.repeat(600));
    expect(result.value).toHaveLength(MAX_TYPED_ANSWER_LENGTH);
    expect(result).toMatchObject({ caret: MAX_TYPED_ANSWER_LENGTH, cut: true });
  });

  it('counts what stays around the selection, and replaces the selection', () => {
    expect(pasteWithin('abcdef', 2, 4, '123456', 8)).toEqual({ value: 'ab1234ef', caret: 6, cut: true });
    expect(pasteWithin('abcdef', 0, 6, 'xyz', 8)).toEqual({ value: 'xyz', caret: 3, cut: false });
  });

  it('turns line breaks into spaces and never splits a two-unit character', () => {
    expect(pasteWithin('', 0, 0, 'two\r\nlines', 20).value).toBe('two lines');
    expect(pasteWithin('ab', 2, 2, '😀😀', 5)).toEqual({ value: 'ab😀', caret: 4, cut: true });
  });

  it('speaks in the server’s words', () => {
    expect(ANSWER_TOO_LONG_MESSAGE).toMatch(/^Your answer is too long: answers are at most 100 characters/);
  });
});
