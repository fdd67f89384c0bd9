import { resolve } from 'node:path';
import { DAILY_MC_QUESTIONS, DAILY_STANDARD_QUESTIONS, shiftDate } from '@trivia/contracts';
import { NO_REPEAT_DAYS } from '../../daily-quiz/daily-quizzes.service';
import { readBankFile } from '../bank-file';
import { answerKey, difficultyRamp, drawQuestions, type Drawable } from './question-draw';

/**
 * A year of daily quizzes drawn from the real bank exactly as the daily quiz draws them: the standard (typed) quiz
 * first, then the multiple-choice one avoiding its facts and answers, neither repeating a fact of the last
 * NO_REPEAT_DAYS days. Every slot must be filled at its own difficulty on every day.
 */
describe('a year of daily quizzes from the bank', () => {
  const bank = readBankFile(resolve(__dirname, '../../../../packages/question-bank/dist/bank.json'));
  const passed = (bank?.questions ?? []).filter((q) => q.qc.passed);
  const pools = {
    text: passed.filter((q) => q.type === 'text') as Drawable[],
    mc: passed.filter((q) => q.type === 'multiple_choice') as Drawable[],
  };

  it('fills every slot of both quizzes, at its difficulty, for 365 days without repeating a recent fact', () => {
    const factsByDay = new Map<string, string[]>();
    const shortDays: string[] = [];
    const start = '2027-01-01';
    for (let day = 0; day < 365; day += 1) {
      const date = shiftDate(start, -day);
      const recent = new Set<string>();
      for (let back = 1; back <= NO_REPEAT_DAYS; back += 1) {
        for (const fact of factsByDay.get(shiftDate(date, back)) ?? []) recent.add(fact);
      }
      const standardRamp = difficultyRamp(DAILY_STANDARD_QUESTIONS);
      const standard = drawQuestions(pools.text, {
        count: DAILY_STANDARD_QUESTIONS,
        difficulties: standardRamp,
        seed: `${date}:standard`,
        excludeFacts: recent,
      });
      const mcRamp = difficultyRamp(DAILY_MC_QUESTIONS);
      const mc = drawQuestions(pools.mc, {
        count: DAILY_MC_QUESTIONS,
        difficulties: mcRamp,
        seed: `${date}:mc`,
        excludeFacts: new Set([...recent, ...standard.map((q) => q.factKey)]),
        excludeAnswers: new Set(standard.map((q) => answerKey(q.answer))),
      });
      const filled =
        standard.map((q) => q.difficulty).join() === standardRamp.join() &&
        mc.map((q) => q.difficulty).join() === mcRamp.join();
      if (!filled) shortDays.push(date);
      factsByDay.set(
        date,
        [...standard, ...mc].map((q) => q.factKey),
      );
    }
    expect(shortDays).toEqual([]);
  });
});
