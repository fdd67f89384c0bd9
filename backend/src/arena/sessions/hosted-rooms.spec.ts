import type { Logger } from '@nestjs/common';
import { createGame, type GameState, type Question } from '@trivia/arena-engine';
import type { LiveRoom } from '../rooms/live-room';
import type { OverrideRequest, RoomReply, RoomRequest } from '../rooms/room-request';
import type { HostedSessionRows } from './hosted-session-rows';
import { HostedRooms } from './hosted-rooms';
import type { OverrideWrites, OverrideWritten, UnappliedOverride } from './override-writes';

const HOST = 'user:host';
const questions: Question[] = [{ id: 'q0', type: 'text', prompt: 'Old name of Myanmar?', answer: 'Burma' }];

/** A host-led room whose typed question 0 is revealed. */
function revealed(): GameState {
  const created = createGame(
    { questionCount: 1, questionSeconds: 20, questionTypes: ['text'], hostLed: true, pace: 'host' },
    questions,
    1,
    HOST,
    0,
  );
  if (!created.state) throw new Error(created.error.message);
  return { ...created.state, phase: 'reveal', questionIndex: 0 };
}

const pending = (id: string): UnappliedOverride => ({
  id,
  questionIndex: 0,
  answer: 'rangoon',
  accepted: true,
  changes: [{ playerId: 'ada', delta: 1, correct: true, points: 1 }],
});

function setUp(unapplied: UnappliedOverride[], written: OverrideWritten = { changes: [], before: [], auditId: null }) {
  const state = revealed();
  const sent: RoomRequest[] = [];
  const replies: RoomReply[] = [];
  const room = {
    roomId: 'room-1',
    state,
    submit: jest.fn((request: RoomRequest) => {
      sent.push(request);
      return Promise.resolve(replies.shift() ?? { ok: true, receivedAt: 1 });
    }),
  } as unknown as LiveRoom;
  const overrides = {
    write: jest.fn(() => Promise.resolve(written)),
    undo: jest.fn(() => Promise.resolve()),
    applied: jest.fn(() => Promise.resolve()),
    unapplied: jest.fn(() => Promise.resolve(unapplied.splice(0))),
  };
  const hosted = new HostedRooms({
    rows: {} as HostedSessionRows,
    overrides: overrides as unknown as OverrideWrites,
    logger: { warn: jest.fn() } as unknown as Logger,
    owned: () => room,
    request: jest.fn(),
  });
  return { hosted, room, state, sent, replies, overrides, unapplied };
}

const accept: OverrideRequest = {
  op: 'override',
  playerId: HOST,
  byUserId: 'host',
  byName: 'Hal',
  questionIndex: 0,
  answer: 'Rangoon',
  accept: true,
};

describe('HostedRooms: re-markings the room did not confirm', () => {
  it('are sent again, oldest first under their ids, by the node that adopts the room, and marked applied', async () => {
    const { hosted, state, sent, overrides } = setUp([pending('o-1'), pending('o-2')]);
    hosted.adopted('room-1', state);
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    expect(sent.map((r) => r.op === 'adjust' && r.overrideId)).toEqual(['o-1', 'o-2']);
    expect(overrides.applied.mock.calls).toEqual([['o-1'], ['o-2']]);
    hosted.close();
  });

  it('are sent again when the host re-marks and nothing is left to change, and counted as changed', async () => {
    const { hosted, room, sent } = setUp([pending('o-1')]);
    expect(await hosted.serve(room, accept)).toMatchObject({ ok: true, changed: 1 });
    expect(sent).toEqual([expect.objectContaining({ op: 'adjust', overrideId: 'o-1', by: HOST })]);
  });

  it('keep their stored marks when the room answers "try again", and are undone only when it refuses', async () => {
    const written: OverrideWritten = {
      changes: [{ playerId: 'ada', delta: 1, correct: true, points: 1, speedPoints: 0, streakBonus: 0 }],
      before: [],
      auditId: 'o-3',
    };
    const { hosted, room, replies, overrides } = setUp([], written);
    replies.push({ ok: false, code: 'NET_003', message: 'try again' });
    expect(await hosted.serve(room, accept)).toMatchObject({ ok: false, code: 'NET_003' });
    expect(overrides.undo).not.toHaveBeenCalled();
    expect(overrides.applied).not.toHaveBeenCalled();
    replies.push({ ok: false, code: 'ARENA_004', message: 'The game is over.' });
    expect(await hosted.serve(room, accept)).toMatchObject({ ok: false, code: 'ARENA_004' });
    expect(overrides.undo).toHaveBeenCalledWith('room-1', 0, written);
  });

  it('are sent again at the next sweep after the room answered "try again"', async () => {
    const written: OverrideWritten = {
      changes: [{ playerId: 'ada', delta: 1, correct: true, points: 1, speedPoints: 0, streakBonus: 0 }],
      before: [],
      auditId: 'o-4',
    };
    const { hosted, room, replies, overrides, unapplied } = setUp([], written);
    replies.push({ ok: false, code: 'NET_003', message: 'try again' });
    await hosted.serve(room, accept);
    unapplied.push(pending('o-4'));
    hosted.sweep([['room-1', room]], 10_000);
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    expect(overrides.applied.mock.calls).toEqual([['o-4']]);
    // Confirmed: the next sweep sends nothing.
    hosted.sweep([['room-1', room]], 20_000);
    await new Promise((resolve) => setImmediate(resolve));
    expect(overrides.unapplied).toHaveBeenCalledTimes(2);
  });
});
