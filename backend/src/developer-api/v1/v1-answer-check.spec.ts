import type { QuestionEntity } from '../../question-bank/question.entity';
import { checkAnswer } from './v1-answer-check';

const text = (answer: string, aliases: string[] = [], answerKind: 'person' | null = null) =>
  ({ id: 't1', type: 'text', answer, aliases, options: null, answerKind }) as QuestionEntity;
const choice = { id: 'm1', type: 'multiple_choice', answer: 'Paris', options: ['Lyon', 'Paris', 'Nice', 'Lille'] };
const trueFalse = { id: 'b1', type: 'true_false', answer: 'False', options: ['True', 'False'] };

describe('checkAnswer: typed answers through the matcher', () => {
  it.each([
    ['Georgetown', 'Georgetown', [], true, 'exact', 'Accepted: “Georgetown” is the answer.'],
    [
      'The Thames',
      'river thames',
      [],
      false,
      'wrong',
      'Not accepted: “river thames” is not “The Thames”, nor close enough to it.',
    ],
    ['The Beatles', 'beatles', [], true, 'normalised', expect.stringContaining('capitals, accents, punctuation')],
    ['Georgetown', 'Gorgetown', [], true, 'spelling', 'Accepted: “Gorgetown” is a spelling slip for “Georgetown”.'],
    ['Colour', 'color', [], true, 'variant', 'Accepted: “color” is “Colour” in British or American spelling.'],
    [
      'United Kingdom',
      'UK',
      ['UK'],
      true,
      'alias',
      'Accepted: “UK” is another accepted answer, as well as “United Kingdom”.',
    ],
    ['12', 'twelve', [], true, 'number', 'Accepted: “twelve” is the same number as “12”, in words or in digits.'],
    ['Paris', '...', [], false, 'empty', 'Not accepted: the answer has no letters or digits to mark.'],
  ])('%s given %s', (answer, given, aliases, accepted, reason, explanation) => {
    expect(checkAnswer(text(answer, aliases), given, [])).toEqual({
      accepted,
      reason,
      explanation,
      correctAnswer: answer,
    });
  });

  it('names a person without the middle names or the title', () => {
    expect(checkAnswer(text('Sir Isaac Newton', [], 'person'), 'Isaac Newton', []).reason).toBe('title');
    expect(checkAnswer(text('Wolfgang Amadeus Mozart', [], 'person'), 'Wolfgang Mozart', []).reason).toBe('name');
  });

  it('never takes another known answer of the category for a spelling slip', () => {
    const result = checkAnswer(text('Austria'), 'Australia', ['Austria', 'Australia']);
    expect(result.accepted).toBe(false);
  });

  it('quotes the answer without markup', () => {
    expect(checkAnswer(text('Paris'), '<b>Rome</b>', []).explanation).not.toMatch(/[<>]/);
  });
});

describe('checkAnswer: options compared exactly but for capitals', () => {
  it.each([
    [choice, 'Paris', true, 'exact'],
    [choice, ' paris ', true, 'normalised'],
    [choice, 'Pariss', false, 'wrong'],
    [choice, 'Lyon', false, 'wrong'],
    [trueFalse, 'false', true, 'normalised'],
    [trueFalse, 'True', false, 'wrong'],
  ])('%o given %s', (q, given, accepted, reason) => {
    const result = checkAnswer(q as QuestionEntity, given, []);
    expect(result).toMatchObject({ accepted, reason, correctAnswer: q.answer });
  });

  it('says whether a refused answer was a wrong option or no option at all', () => {
    expect(checkAnswer(choice as QuestionEntity, 'lyon', []).explanation).toBe(
      'Not accepted: “Lyon” is one of the options, but not the right one.',
    );
    expect(checkAnswer(choice as QuestionEntity, 'Rome', []).explanation).toBe(
      'Not accepted: “Rome” is not one of the options.',
    );
  });
});
