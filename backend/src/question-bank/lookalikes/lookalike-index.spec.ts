import { contentWords, LookalikeIndex, type LookalikeFields } from './lookalike-index';

const q = (id: string, prompt: string, answer: string, extra: Partial<LookalikeFields> = {}): LookalikeFields => ({
  id,
  type: 'text',
  category: 'world-geography',
  prompt,
  answer,
  ...extra,
});

const bank = new LookalikeIndex([
  q('capital-fr', 'Which city is the capital of France?', 'Paris'),
  q('capital-de', 'Which city is the capital of Germany?', 'Berlin'),
  q('longest', 'Which river is the longest river in the United Kingdom by total length?', 'River Severn'),
  q('red', 'Which planet is known as the Red Planet?', 'Mars', { category: 'space' }),
  q('angola', 'Angola is part of which continent?', 'Africa'),
  q('kenya', 'Kenya is part of which continent?', 'Africa'),
  q('chad', 'Chad is part of which continent?', 'Africa'),
  q('tf', 'The Pacific is the largest ocean on Earth.', 'True', { type: 'true_false' }),
]);

describe('contentWords', () => {
  it('keeps the words that carry the fact, once each, whatever the case, accents and punctuation', () => {
    expect(contentWords('Which city is the CAPITAL of Côte d’Ivoire?')).toEqual([
      'capital',
      'city',
      'cote',
      'd',
      'ivoire',
    ]);
    expect(contentWords('Which rivers flow…')).toEqual(contentWords('which river flow'));
  });
});

describe('LookalikeIndex', () => {
  it.each([
    ['the same prompt', 'Which city is the capital of France?', 'capital-fr'],
    ['another wording of the same words', 'What is the capital city of France', 'capital-fr'],
    ['case, accents and punctuation aside', 'WHICH CITY IS THE CAPITAL OF FRANCE', 'capital-fr'],
    [
      'one extra word in a long prompt',
      'Which river is the longest river in the whole United Kingdom by total length?',
      'longest',
    ],
  ])('finds %s as a near-duplicate prompt', (_, prompt, id) => {
    expect(bank.find({ type: 'text', category: 'film', prompt, answer: 'Anything' })).toEqual({
      question: expect.objectContaining({ id }),
      reason: 'prompt',
    });
  });

  it.each([
    ['another country', 'Which city is the capital of Spain?', 'Madrid'],
    ['a different fact with a shared answer', 'Which planet has the moon Phobos?', 'Mars'],
    ['a different river fact', 'Which river flows through the city of Bath?', 'River Avon'],
  ])('lets %s through', (_, prompt, answer) => {
    expect(bank.find({ type: 'text', category: 'space', prompt, answer })).toBeNull();
  });

  it('finds the same answer in the same category with a related prompt as the same fact', () => {
    expect(
      bank.find({
        type: 'text',
        category: 'space',
        prompt: 'Which planet is nicknamed the Red Planet?',
        answer: 'mars',
      }),
    ).toEqual({ question: expect.objectContaining({ id: 'red' }), reason: 'answer' });
    expect(
      bank.find({
        type: 'text',
        category: 'film',
        prompt: 'Which planet is nicknamed the Red Planet?',
        answer: 'Mars',
      }),
    ).toBeNull();
  });

  it("weighs rare words over a template's common ones: another country on the same continent is another fact", () => {
    const query = { type: 'text', category: 'world-geography', answer: 'Africa' };
    expect(bank.find({ ...query, prompt: 'Ethiopia is part of which continent?' })).toBeNull();
    expect(bank.find({ ...query, prompt: 'Angola is part of which continent? ' })).toEqual({
      question: expect.objectContaining({ id: 'angola' }),
      reason: 'prompt',
    });
    expect(bank.find({ ...query, prompt: 'On which continent would you find Angola?' })).toEqual({
      question: expect.objectContaining({ id: 'angola' }),
      reason: 'answer',
    });
  });

  it('never calls true-or-false questions alike for sharing the answer "True"', () => {
    expect(
      bank.find({
        type: 'true_false',
        category: 'world-geography',
        prompt: 'Mount Everest is in Nepal.',
        answer: 'True',
      }),
    ).toBeNull();
    expect(
      bank.find({
        type: 'true_false',
        category: 'science',
        prompt: 'The Pacific is the largest ocean on Earth.',
        answer: 'False',
      }),
    ).toEqual({ question: expect.objectContaining({ id: 'tf' }), reason: 'prompt' });
  });

  it('finds nothing for a prompt of filler words alone', () => {
    expect(bank.find({ type: 'text', category: 'film', prompt: 'What is it?', answer: 'Paris' })).toBeNull();
  });
});
