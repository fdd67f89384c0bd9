import {
  ARENA_EVENTS,
  arenaEventSchema,
  CLIENT_EVENTS,
  type ArenaEventEnvelope,
  type ArenaEventName,
  type ClientEventAck,
  type ClientEventName,
} from './socket-events.js';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
// Compile-time: the envelope covers exactly the registered Arena events, and acks carry their data's type.
const _everyEventInTheEnvelope: Equal<ArenaEventEnvelope['event'], ArenaEventName> = true;
const _answerAckHasTime: Equal<Extract<ClientEventAck<'arena:answer'>, { ok: true }>['data'], { receivedAt: number }> =
  true;

const receipt = { questionIndex: 0, receivedAt: 1000, accepted: true };

describe('the arena:event envelope', () => {
  it('takes a payload under its own name only', () => {
    expect(arenaEventSchema.safeParse({ roomId: 'r', event: 'arena:receipt', payload: receipt }).success).toBe(true);
    expect(arenaEventSchema.safeParse({ roomId: 'r', event: 'arena:question', payload: receipt }).success).toBe(false);
    expect(arenaEventSchema.safeParse({ roomId: 'r', event: 'arena:unknown', payload: receipt }).success).toBe(false);
  });

  it('refuses a broadcast without its sequence number', () => {
    const paused = { phase: 'question', remainingMs: 4000, reason: 'host' };
    expect(arenaEventSchema.safeParse({ roomId: 'r', event: 'arena:paused', payload: paused }).success).toBe(false);
    const numbered = { roomId: 'r', event: 'arena:paused', payload: { ...paused, seq: 7 } };
    expect(arenaEventSchema.safeParse(numbered).success).toBe(true);
  });

  it.each(Object.entries(ARENA_EVENTS).filter(([, entry]) => entry.to === 'room'))(
    '%s is a broadcast, so its payload has a seq',
    (_, entry) => expect(Object.keys(entry.payload.shape)).toContain('seq'),
  );
});

describe('client event acks', () => {
  const names = Object.keys(CLIENT_EVENTS) as ClientEventName[];
  const withData: ClientEventName[] = [
    'arena:join',
    'arena:quick-match',
    'arena:answer',
    'arena:sync',
    'arena:lobby-watch',
    'arena:override',
    'admin:monitor-watch',
    'admin:room-players',
  ];

  it.each(names)('%s: a refusal names a catalogue code', (name) => {
    const ack = CLIENT_EVENTS[name].ack;
    expect(ack.safeParse({ ok: false, code: 'ARENA_010', message: 'No game with that PIN' }).success).toBe(true);
    expect(ack.safeParse({ ok: false, code: 'NOPE_001', message: 'Made up' }).success).toBe(false);
  });

  it.each(names)('%s: a success carries data exactly when the event answers with some', (name) => {
    expect(CLIENT_EVENTS[name].ack.safeParse({ ok: true }).success).toBe(!withData.includes(name));
  });

  it('an answer is acknowledged with the time it was counted', () => {
    const ack = CLIENT_EVENTS['arena:answer'].ack;
    expect(ack.parse({ ok: true, data: { receivedAt: 1234 } })).toEqual({ ok: true, data: { receivedAt: 1234 } });
    expect(ack.safeParse({ ok: true, data: {} }).success).toBe(false);
  });
});
