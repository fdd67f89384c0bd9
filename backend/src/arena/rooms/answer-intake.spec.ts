import { Logger } from '@nestjs/common';
import type { StoredAnswer } from '@trivia/arena-engine';
import type { AnswerInput, RoomStore, StoreAnswerResult } from '../store/room-store';
import { AnswerIntake, FOLD_EVERY_MS } from './answer-intake';
import type { PersonalSend, RoomBroadcaster } from './room-broadcaster';
import type { RoomRequest } from './room-request';

function setUp(verdict: (answer: AnswerInput) => StoreAnswerResult | Error) {
  const inputs: AnswerInput[] = [];
  const store = {
    storeAnswer: async (_roomId: string, answer: AnswerInput) => {
      inputs.push(answer);
      const result = verdict(answer);
      if (result instanceof Error) throw result;
      return result;
    },
  } as unknown as RoomStore;
  const receipts: PersonalSend[] = [];
  const broadcaster = { toPlayerSoon: (_roomId: string, send: PersonalSend) => receipts.push(send) };
  const told: [string, RoomRequest][] = [];
  const intake = new AnswerIntake(
    store,
    broadcaster as unknown as RoomBroadcaster,
    async (roomId, request) => told.push([roomId, request]),
    new Logger('test'),
  );
  return { intake, inputs, receipts, told };
}

const stored = (answer: AnswerInput, receivedAt = 1000): StoredAnswer => ({
  playerId: answer.playerId,
  choice: answer.choice,
  receivedAt,
  elapsedMs: 250,
});

const sent = (playerId: string, questionIndex: number, choice: AnswerInput['choice']) => ({
  playerId,
  questionIndex,
  choice,
  socketId: `socket-${playerId}`,
});

describe('AnswerIntake', () => {
  afterEach(() => jest.useRealTimers());

  it('acks with the stored time, sends the receipt to the other tabs, and tells the room in one batch per room and question', async () => {
    jest.useFakeTimers();
    const { intake, inputs, receipts, told } = setUp((answer) => ({ ok: true, stored: stored(answer) }));
    expect(await intake.take('room-1', sent('g:1', 0, '  Paris '))).toEqual({ ok: true, receivedAt: 1000 });
    await intake.take('room-1', sent('g:2', 0, 2));
    await intake.take('room-2', sent('g:3', 4, 1));
    // A typed answer is stored trimmed, as the engine would count it.
    expect(inputs[0]).toEqual({ playerId: 'g:1', questionIndex: 0, choice: 'Paris' });
    // The receipt is for the player's other tabs: the answering socket has its ack.
    expect(receipts.map((r) => [r.playerId, r.event, r.payload, r.exceptSocket])).toEqual([
      ['g:1', 'arena:receipt', { questionIndex: 0, receivedAt: 1000, accepted: true }, 'socket-g:1'],
      ['g:2', 'arena:receipt', { questionIndex: 0, receivedAt: 1000, accepted: true }, 'socket-g:2'],
      ['g:3', 'arena:receipt', { questionIndex: 4, receivedAt: 1000, accepted: true }, 'socket-g:3'],
    ]);
    expect(told).toEqual([]);
    jest.advanceTimersByTime(FOLD_EVERY_MS);
    expect(
      told.map(([roomId, request]) => [roomId, request.op, (request as { answers: unknown[] }).answers.length]),
    ).toEqual([
      ['room-1', 'fold', 2],
      ['room-2', 'fold', 1],
    ]);
  });

  it('refuses with the engine’s catalogue code and message, and tells nobody', async () => {
    jest.useFakeTimers();
    const { intake, receipts, told } = setUp(() => ({ ok: false, refusal: 'late' }));
    expect(await intake.take('room-1', sent('g:1', 0, 1))).toEqual({
      ok: false,
      code: 'ARENA_001',
      message: 'The time for this question is up.',
    });
    jest.advanceTimersByTime(FOLD_EVERY_MS);
    expect([receipts, told]).toEqual([[], []]);
  });

  it('passes an order and an estimate to the store as they came, and refuses a misshapen one with its message', async () => {
    const { intake, inputs } = setUp((answer) =>
      Array.isArray(answer.choice) && answer.choice.length < 3
        ? { ok: false, refusal: 'putInOrder' }
        : { ok: true, stored: stored(answer) },
    );
    expect(await intake.take('room-1', sent('g:1', 0, [2, 0, 1]))).toEqual({ ok: true, receivedAt: 1000 });
    expect(await intake.take('room-1', sent('g:2', 0, { estimate: 1066.5 }))).toEqual({ ok: true, receivedAt: 1000 });
    expect(inputs.map((i) => i.choice)).toEqual([[2, 0, 1], { estimate: 1066.5 }]);
    expect(await intake.take('room-1', sent('g:3', 0, [2, 0]))).toEqual({
      ok: false,
      code: 'VAL_001',
      message: 'Put every item in order, each once.',
    });
    intake.close();
  });

  it('answers "try again" when the store cannot be reached', async () => {
    const { intake } = setUp(() => new Error('Connection is closed.'));
    expect(await intake.take('room-1', sent('g:1', 0, 1))).toMatchObject({ ok: false, code: 'NET_003' });
  });
});
