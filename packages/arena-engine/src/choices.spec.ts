import fc from 'fast-check';
import { answerGroupKey, choiceText, closestEstimates, estimateSpread, parseChoice } from './choices.js';
import { checkAnswer, elapsedAt, type AnswerGate } from './gate.js';
import type { Choice, QuestionType } from './state.js';

const OPEN: AnswerGate = {
  questionIndex: 3,
  status: 'open',
  deadline: 10_000,
  durationMs: 10_000,
  type: 'order',
  optionCount: 4,
};
const judge = (gate: Partial<AnswerGate>, choice: Choice) =>
  checkAnswer({ ...OPEN, ...gate }, 'in', false, { questionIndex: 3, choice }, 5000);

describe('choices as stored text', () => {
  const choices: fc.Arbitrary<[QuestionType, Choice]> = fc.oneof(
    fc.tuple(fc.constantFrom<QuestionType>('multiple_choice', 'true_false', 'poll'), fc.nat({ max: 9 })),
    fc.tuple(fc.constant<QuestionType>('text'), fc.string({ maxLength: 200 })),
    fc.tuple(
      fc.constant<QuestionType>('order'),
      fc.shuffledSubarray([0, 1, 2, 3, 4, 5], { minLength: 3, maxLength: 6 }),
    ),
    fc.tuple(
      fc.constant<QuestionType>('estimate'),
      // -0 cannot reach the engine: answers come as JSON, which writes it as 0.
      fc
        .double({ min: -1e12, max: 1e12, noNaN: true })
        .map((estimate) => ({ estimate: estimate === 0 ? 0 : estimate })),
    ),
  );

  it('read back as they were written, for every type', () => {
    fc.assert(
      fc.property(choices, ([type, choice]) => {
        expect(parseChoice(type, choiceText(choice))).toEqual(choice);
      }),
    );
  });

  it('are written as the design says', () => {
    expect(choiceText(2)).toBe('2');
    expect(choiceText('Paris: the capital')).toBe('Paris: the capital');
    expect(choiceText([2, 0, 1, 3])).toBe('[2,0,1,3]');
    expect(choiceText({ estimate: 1066.5 })).toBe('1066.5');
  });

  it('read nothing from text that is not a choice of the type', () => {
    expect(parseChoice('multiple_choice', 'B')).toBeNull();
    expect(parseChoice('poll', '')).toBeNull();
    expect(parseChoice('order', '2,0,1')).toBeNull();
    expect(parseChoice('order', '{"a":1}')).toBeNull();
    expect(parseChoice('estimate', 'about ten')).toBeNull();
  });
});

describe('answer groups', () => {
  it('group answers as the marker compares them: case, accents, punctuation and a leading article', () => {
    expect(answerGroupKey('  The Eiffel-Tower! ')).toBe(answerGroupKey('eiffel tower'));
    expect(answerGroupKey('Café')).toBe('cafe');
    expect(answerGroupKey('Tower Bridge')).not.toBe(answerGroupKey('Eiffel Tower'));
  });
});

describe('the gate judges each question type by the shape of its answer', () => {
  it('takes an order with every item once, nothing else', () => {
    expect(judge({}, [3, 1, 0, 2])).toBeNull();
    expect(judge({}, [3, 1, 0])).toBe('putInOrder');
    expect(judge({}, [3, 1, 0, 0])).toBe('putInOrder');
    expect(judge({}, [3, 1, 0, 4])).toBe('putInOrder');
    expect(judge({}, [3, 1, 0, 1.5])).toBe('putInOrder');
    expect(judge({}, 2)).toBe('putInOrder');
    expect(judge({}, { estimate: 2 })).toBe('putInOrder');
  });

  it('takes an estimate as a number within bounds, nothing else', () => {
    const estimate = { type: 'estimate' as const, optionCount: 0 };
    expect(judge(estimate, { estimate: -12.25 })).toBeNull();
    expect(judge(estimate, { estimate: 1e12 })).toBeNull();
    expect(judge(estimate, { estimate: 1e12 + 1 })).toBe('giveNumber');
    expect(judge(estimate, { estimate: Infinity })).toBe('giveNumber');
    expect(judge(estimate, 4)).toBe('giveNumber');
    expect(judge(estimate, '4')).toBe('giveNumber');
  });

  it('takes a poll option like a choice', () => {
    const poll = { type: 'poll' as const, optionCount: 3 };
    expect(judge(poll, 2)).toBeNull();
    expect(judge(poll, 3)).toBe('notOffered');
    expect(judge(poll, [0, 1, 2])).toBe('pickOption');
  });

  it('times answers by the question’s full length, extension included', () => {
    // Opened at 0 for 10 s, extended by 20 s: the deadline is 30 s and the length 30 s.
    const extended = { ...OPEN, deadline: 30_000, durationMs: 30_000 };
    expect(elapsedAt(extended, 25_000)).toBe(25_000);
    // Measured against the original 10 s with the moved deadline, it would have been 5 s: over-scored.
    expect(elapsedAt({ ...extended, durationMs: 10_000 }, 25_000)).toBe(5000);
  });
});

describe('estimates', () => {
  it('closest: every answer at the least distance, and only those', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -50, max: 50 }), { minLength: 1 }), fc.integer(), (answers, value) => {
        const best = Math.min(...answers.map((a) => Math.abs(a - value)));
        const winners = closestEstimates(answers, value);
        for (const a of answers) expect(winners.has(a)).toBe(Math.abs(a - value) === best);
      }),
    );
  });

  it('spread: lowest, median (the mean of the middle two of an even count), highest, the lower of a tie', () => {
    expect(estimateSpread([], 5)).toBeNull();
    expect(estimateSpread([9, 1, 5], 5)).toEqual({ min: 1, median: 5, max: 9, closest: 5 });
    expect(estimateSpread([4, 6, 1, 10], 5)).toEqual({ min: 1, median: 5, max: 10, closest: 4 });
  });
});
