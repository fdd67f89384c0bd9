import { BUILDER_QUESTION_TYPES, type BuilderQuestion } from '@trivia/contracts';
import { AppException } from '../../common/app-exception';
import {
  type DraftBankQuestion,
  type DraftDrawOptions,
  type DraftPicker,
  recentNote,
  toBuilderQuestion,
} from './draft-draw';

/** The bank as a swap needs it: a question by id as well as a draw. */
export interface SwapPicker extends DraftPicker {
  get(id: string): DraftBankQuestion | undefined;
}

/** What the editor asks: the bank question to replace, the bank questions it holds now, and those swapped away. */
export interface SwapAsk {
  questionId: string;
  inDraft: readonly string[];
  exclude: readonly string[];
}

const builderTypes: ReadonlySet<string> = new Set(BUILDER_QUESTION_TYPES);

/**
 * Another bank question of the same type, category and level as the bank question asked about, whose fact is none
 * the editor holds, none swapped away and none of the recent facts; its answer is none of a held question's.
 * Ids are looked up in the bank, so an unknown one excludes nothing; the question to replace must be there
 * (RES_001 otherwise). QUIZ_002 when the bank has none left at that level.
 */
export function drawSwap(ask: SwapAsk, picker: SwapPicker, options: DraftDrawOptions): BuilderQuestion {
  const target = picker.get(ask.questionId);
  if (!target || !builderTypes.has(target.type)) throw new AppException('RES_001', 'That question is not in the bank');
  const facts = new Set(options.recentFacts);
  const answers: string[] = [];
  for (const id of new Set([ask.questionId, ...ask.inDraft, ...ask.exclude])) {
    const bank = picker.get(id);
    if (bank) facts.add(bank.factKey);
  }
  for (const id of new Set([ask.questionId, ...ask.inDraft])) {
    const bank = picker.get(id);
    if (bank && bank.type !== 'true_false') answers.push(bank.answer);
  }
  const [found] = picker.tryDraw({
    count: 1,
    types: [target.type as BuilderQuestion['type']],
    categories: [target.category],
    difficulty: target.difficulty,
    seed: options.seed,
    excludeFacts: facts,
    excludeAnswers: answers,
    ...(target.media ? { media: target.media.kind as 'flag' } : {}),
  });
  // The bank gives a neighbouring level only when the wanted one has nothing left: that is not a like-for-like swap.
  if (!found || found.difficulty !== target.difficulty) {
    const name = picker.categoryName(target.category);
    const recent = recentNote(options.recentQuizzes);
    throw new AppException('QUIZ_002', `No other ${target.difficulty} ${name} question is left to swap in${recent}.`);
  }
  return toBuilderQuestion(found);
}
