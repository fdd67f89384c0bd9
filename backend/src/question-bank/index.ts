import type { Repository } from 'typeorm';
import { type BankFile, readBankFile } from './bank-file';
import type { QuestionEntity } from './question.entity';
import { entityOf, type QuestionBankSeed } from './question-bank.seed';
import { QuestionBankService } from './question-bank.service';
import { QuestionSourceService } from './question-source.service';

export { type BankFile, readBankFile };
export { difficultyRamp } from './draw/question-draw';
export { QuestionMemo } from './question-memo';

/**
 * The one QuestionSource over a generated bank file, without a database: every question as the seed would store it,
 * no play data yet. For checks over the real bank outside the app, such as the catalogue's full-season test.
 */
export async function questionSourceFromFile(file: BankFile): Promise<QuestionSourceService> {
  const entities: QuestionEntity[] = file.questions.map((q) => ({
    ...entityOf(q),
    observedAnswers: 0,
    observedCorrect: 0,
    observedDifficulty: null,
    contributorId: null,
  }));
  const repository = { find: async () => entities, query: async () => [] } as unknown as Repository<QuestionEntity>;
  const bank = new QuestionBankService(repository, { run: async () => file } as unknown as QuestionBankSeed);
  await bank.onApplicationBootstrap();
  bank.onModuleDestroy();
  return new QuestionSourceService(bank);
}

/** Seeded shuffles, for questions that enter the bank other than from its file (approved contributions). */
export { type DrawSeed, freshSeed, seedFrom, seededRandom, seedNumber, shuffled } from './draw/seeded-random';
/** Tells every node's bank about questions added while it runs. */
export { BankChangesGateway } from './bank-changes.gateway';
/** Marks a player's answer to a bank question: the daily quizzes' and revision practice's one marker. */
export { isCorrect, markTyped } from './answer-marker';
/** How a bank question is shown to a player before and after they answer (daily quizzes, revision practice). */
export { answerReveal, playerQuestion } from './player-view';
