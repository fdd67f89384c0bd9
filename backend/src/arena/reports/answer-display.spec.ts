import { answerText, correctAnswerText } from './answer-display';
import { FIXTURE_QUESTIONS } from './report-input.fixture';

const [choice, text, order, estimate, poll, trueFalse] = FIXTURE_QUESTIONS;

describe('answers as players gave them', () => {
  it.each([
    ['1', 'Paris', choice!],
    ['9', '9', choice!],
    ['0', 'True', trueFalse!],
    ['  leonardo ', '  leonardo ', text!],
    ['[1,2,0]', 'Battle of Hastings → Magna Carta → Moon landing', order!],
    ['1,2,0', 'Battle of Hastings → Magna Carta → Moon landing', order!],
    ['[1,7,0]', '[1,7,0]', order!],
    ['not an order', 'not an order', order!],
    ['1066.5', '1,066.5 metres', estimate!],
    ['-3', '-3 metres', estimate!],
    ['lots', 'lots', estimate!],
    ['1', 'No', poll!],
  ])('%j reads as %j', (stored, shown, question) => {
    expect(answerText(question, stored)).toBe(shown);
  });

  it('shows the right answer as the reveal did, and none for a poll', () => {
    expect(FIXTURE_QUESTIONS.map(correctAnswerText)).toEqual([
      'Paris',
      'Leonardo da Vinci',
      'Battle of Hastings → Magna Carta → Moon landing',
      '96 metres',
      null,
      'True',
      'Jupiter',
    ]);
  });
});
