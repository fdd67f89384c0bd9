import { QuestionMemo } from '../../question-bank';
import type { QuestionDraw, QuestionSourceService } from '../../question-bank/question-source.service';
import type { QuestionEntity } from '../../question-bank/question.entity';
import { OpenTdbService } from './opentdb.service';
import type { OpenTdbTokensService, TokenDraw } from './opentdb-tokens.service';

const question = (id: string, category = 'film'): QuestionEntity =>
  ({
    id,
    type: 'multiple_choice',
    category,
    difficulty: 'easy',
    prompt: `Question ${id}?`,
    answer: 'A',
    options: ['A', 'B', 'C', 'D'],
    factKey: `fact-${id}`,
  }) as QuestionEntity;

/** A bank of `size` film questions; a draw gives what is left after its excluded facts, up to the count. */
function fakeSource(size: number) {
  const bank = Array.from({ length: size }, (_, i) => question(`q${i}`));
  const draws: QuestionDraw[] = [];
  const source = {
    tryDraw: (request: QuestionDraw) => {
      draws.push(request);
      return bank.filter((q) => !request.excludeFacts?.has(q.factKey)).slice(0, request.count);
    },
    get: (id: string) => bank.find((q) => q.id === id),
    categoryName: () => 'Film',
    memo: <V>(make: (q: QuestionEntity) => V) => new QuestionMemo(() => 0, make),
  } as unknown as QuestionSourceService;
  return { source, draws };
}

/** One token in memory, `known`, with the ids it has been given. */
function fakeTokens(known: string) {
  const given = new Set<string>();
  const tokens = {
    drawUnder: async <R>(token: string, draw: (seen: ReadonlySet<string>) => TokenDraw<R>) => {
      if (token !== known) return null;
      const { givenIds, result } = draw(new Set(given));
      for (const id of givenIds) given.add(id);
      return result;
    },
  } as unknown as OpenTdbTokensService;
  return { tokens, given };
}

const TOKEN = 'a'.repeat(64);

describe('OpenTDB response codes', () => {
  it('0 with the results, drawn strictly at the level asked for and of the types asked for', async () => {
    const { source, draws } = fakeSource(5);
    const service = new OpenTdbService(source, fakeTokens(TOKEN).tokens);
    const answer = await service.questions({ amount: 2, difficulty: 'hard', type: 'multiple', category: 11 });
    expect(answer.response_code).toBe(0);
    expect(answer.results[0]).toEqual({
      type: 'multiple',
      difficulty: 'easy',
      category: 'Entertainment: Film',
      question: 'Question q0?',
      correct_answer: 'A',
      incorrect_answers: ['B', 'C', 'D'],
    });
    expect(draws[0]).toMatchObject({
      difficulty: 'hard',
      strictDifficulty: true,
      types: ['multiple_choice'],
      categories: ['film'],
    });
  });

  it('1 for a category we lack, without drawing, and when the bank has too few', async () => {
    const { source, draws } = fakeSource(3);
    const service = new OpenTdbService(source, fakeTokens(TOKEN).tokens);
    expect(await service.questions({ amount: 1, category: 15 })).toEqual({ response_code: 1, results: [] });
    expect(draws).toHaveLength(0);
    expect(await service.questions({ amount: 4 })).toEqual({ response_code: 1, results: [] });
  });

  it('2 for a category id outside 9 to 32', async () => {
    const service = new OpenTdbService(fakeSource(3).source, fakeTokens(TOKEN).tokens);
    expect(await service.questions({ amount: 1, category: 33 })).toEqual({ response_code: 2, results: [] });
  });

  it('3 for an unknown or malformed token', async () => {
    const service = new OpenTdbService(fakeSource(3).source, fakeTokens(TOKEN).tokens);
    expect((await service.questions({ amount: 1, token: 'b'.repeat(64) })).response_code).toBe(3);
    expect((await service.questions({ amount: 1, token: 'XYZ' })).response_code).toBe(3);
  });

  it('4 once the token has had every question that fits, never repeating one; 1 if the bank never had enough', async () => {
    const { tokens, given } = fakeTokens(TOKEN);
    const service = new OpenTdbService(fakeSource(3).source, tokens);
    const first = await service.questions({ amount: 2, token: TOKEN });
    expect(first.response_code).toBe(0);
    expect(await service.questions({ amount: 2, token: TOKEN })).toEqual({ response_code: 4, results: [] });
    const last = await service.questions({ amount: 1, token: TOKEN });
    expect(last.results[0]?.question).toBe('Question q2?');
    expect(given).toEqual(new Set(['q0', 'q1', 'q2']));
    expect((await service.questions({ amount: 1, token: TOKEN })).response_code).toBe(4);
    expect((await service.questions({ amount: 5, token: TOKEN })).response_code).toBe(1);
  });

  it('encodes the results as asked', async () => {
    const service = new OpenTdbService(fakeSource(1).source, fakeTokens(TOKEN).tokens);
    const answer = await service.questions({ amount: 1, encode: 'base64' });
    expect(answer.results[0]?.type).toBe('bXVsdGlwbGU=');
  });
});
