import { resolve } from 'node:path';
import { MAX_TYPED_ANSWER_LENGTH } from '@trivia/contracts';
import { readBankFile } from './bank-file';

// Typed answers longer than the cap are refused before marking, so no accepted answer may come near it: a
// player typing a right answer with a few slips must always fit.
describe('the generated bank and the typed-answer cap', () => {
  const bank = readBankFile(resolve(__dirname, '../../../packages/question-bank/dist/bank.json'));

  it('has been built', () => {
    expect(bank).not.toBeNull();
  });

  it('keeps every accepted answer within half the cap', () => {
    // An order question's answer is its items joined for the host to read: nobody types it.
    const tooLong = bank!.questions
      .filter((q) => q.qc.passed && q.type !== 'order')
      .flatMap((q) => [q.answer, ...q.aliases])
      .filter((answer) => answer.length > MAX_TYPED_ANSWER_LENGTH / 2);
    expect(tooLong).toEqual([]);
  });
});
