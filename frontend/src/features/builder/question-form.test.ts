import { bankQuestion } from './builder-test-data';
import { checkQuestionForm, emptyQuestionForm, formErrorsOf, newOwnQuestionId, questionFormOf } from './question-form';

const base = { id: 'own-1', origin: 'own' as const, asOf: null, media: null };
const form = (overrides = {}) => ({
  ...emptyQuestionForm('science', 'medium'),
  prompt: 'What colour is a ripe banana?',
  ...overrides,
});

describe('the own-question form', () => {
  it('makes a typed-answer question with its accepted alternatives', () => {
    const { question, errors } = checkQuestionForm(form({ answer: 'Yellow', aliases: ['Yellowish'] }), base);
    expect(errors).toEqual({});
    expect(question).toMatchObject({ type: 'text', answer: 'Yellow', aliases: ['Yellowish'], options: null });
  });

  it('makes a multiple choice question whose answer is the option marked right, blank options left out', () => {
    const values = form({ type: 'multiple_choice', options: ['Red', 'Yellow', 'Blue', ''], correct: 1 });
    expect(checkQuestionForm(values, base).question).toMatchObject({
      answer: 'Yellow',
      options: ['Red', 'Yellow', 'Blue'],
      aliases: [],
    });
  });

  it('makes a true or false question with the two fixed options', () => {
    const values = form({ type: 'true_false', prompt: 'A ripe banana is yellow.', truth: 'True' });
    expect(checkQuestionForm(values, base).question).toMatchObject({ answer: 'True', options: ['True', 'False'] });
  });

  it.each`
    case                             | overrides                                                                    | field        | message
    ${'an empty answer'}             | ${{ answer: '  ' }}                                                          | ${'answer'}  | ${'The answer is required'}
    ${'a short prompt'}              | ${{ prompt: 'Why?', answer: 'X' }}                                           | ${'prompt'}  | ${'The question must be at least 10 characters'}
    ${'the same option twice'}       | ${{ type: 'multiple_choice', options: ['Red', 'red ', 'Blue', ''] }}         | ${'options'} | ${'“red” is there twice: each option must differ'}
    ${'one option'}                  | ${{ type: 'multiple_choice', options: ['Red', '', '', ''] }}                 | ${'options'} | ${'Give at least two options'}
    ${'a blank option marked right'} | ${{ type: 'multiple_choice', options: ['Red', 'Blue', '', ''], correct: 3 }} | ${'options'} | ${'Mark the right option (it cannot be blank)'}
  `('refuses $case on its field', ({ overrides, field, message }) => {
    const { question, errors } = checkQuestionForm(form(overrides), base);
    expect(question).toBeNull();
    expect(errors[field as keyof typeof errors]).toBe(message);
  });

  it('fills the form from a question and gives the same question back', () => {
    const question = bankQuestion('q1', {
      type: 'multiple_choice',
      answer: 'Mars',
      options: ['Venus', 'Mars', 'Jupiter'],
      prompt: 'Which planet is called the Red Planet?',
    });
    expect(checkQuestionForm(questionFormOf(question), question).question).toEqual(question);
  });

  it('gives own questions ids the contracts accept, each different', () => {
    const id = newOwnQuestionId();
    expect(id).toMatch(/^own-[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newOwnQuestionId()).not.toBe(id);
  });
});

describe('the server’s issues on the question form', () => {
  it('puts an answer issue where that type shows its answer', () => {
    const issues = { answer: 'Not among the options', aliases: 'Alternative 1: too long' };
    expect(formErrorsOf(issues, 'text')).toEqual({
      answer: 'Not among the options',
      aliases: 'Alternative 1: too long',
    });
    expect(formErrorsOf(issues, 'multiple_choice')).toMatchObject({ options: 'Not among the options' });
    expect(formErrorsOf({ answer: 'Must be True or False' }, 'true_false')).toEqual({ truth: 'Must be True or False' });
  });

  it('shows an issue about the whole question on its prompt', () => {
    expect(formErrorsOf({ question: 'Unknown question' }, 'text')).toEqual({ prompt: 'Unknown question' });
    expect(formErrorsOf(undefined, 'text')).toEqual({});
  });
});
