import type { QuestionEntity } from '../question-bank/question.entity';
import { bankToEngine, shuffledItems } from './bank-to-engine';

const entity = (fields: Partial<QuestionEntity>): QuestionEntity =>
  ({
    id: 'q1',
    prompt: 'A prompt',
    answer: '',
    aliases: [],
    options: null,
    items: null,
    value: null,
    unit: null,
    answerKind: null,
    category: 'geography',
    ...fields,
  }) as QuestionEntity;

/** A fixed sequence of picks, as crypto would give them. */
const picks = (...values: number[]) => {
  let i = 0;
  return (below: number) => values[i++ % values.length]! % below;
};

describe('bank questions as the Arena runs them', () => {
  it('shuffles an order question’s items and keeps the true order as indices into what players see', () => {
    const items = ['Mercury', 'Venus', 'Earth', 'Mars'];
    for (let seed = 0; seed < 50; seed += 1) {
      const { options, correctOrder } = shuffledItems(items, picks(seed, seed * 7 + 3, seed * 13 + 1));
      expect([...options].sort()).toEqual([...items].sort());
      // Never shown already in order, and the key puts them right.
      expect(options).not.toEqual(items);
      expect(correctOrder.map((i) => options[i])).toEqual(items);
    }
  });

  it('runs each bank type with its own key: choices by index, typed answers with confusables, numbers, orders', () => {
    expect(bankToEngine(entity({ type: 'true_false', options: ['True', 'False'], answer: 'False' }), () => [])).toEqual(
      { id: 'q1', prompt: 'A prompt', type: 'true_false', options: ['True', 'False'], correctIndex: 1 },
    );
    expect(
      bankToEngine(entity({ type: 'text', answer: 'Paris', aliases: ['City of Paris'], answerKind: 'person' }), () => [
        'Paris',
        'Pisa',
        'Lyon',
        'Parisville-sur-Mer',
      ]),
    ).toEqual({
      id: 'q1',
      prompt: 'A prompt',
      type: 'text',
      answer: 'Paris',
      aliases: ['City of Paris'],
      knownAnswers: ['Pisa'],
      person: true,
    });
    expect(
      bankToEngine(entity({ type: 'estimate', value: 8849, unit: 'metres', answer: '8,849 metres' }), () => []),
    ).toEqual({ id: 'q1', prompt: 'A prompt', type: 'estimate', value: 8849, unit: 'metres' });
    // A calendar year has no unit.
    expect(bankToEngine(entity({ type: 'estimate', value: 1912 }), () => [])).not.toHaveProperty('unit');
    const order = bankToEngine(entity({ type: 'order', items: ['1066', '1215', '1415'] }), () => [], picks(0, 0));
    expect(order).toMatchObject({ type: 'order', options: expect.any(Array), correctOrder: expect.any(Array) });
    expect(order.correctOrder!.map((i) => order.options![i])).toEqual(['1066', '1215', '1415']);
  });
});
