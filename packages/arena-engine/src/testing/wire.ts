import {
  ARENA_EVENTS,
  arenaEventSchema,
  arenaRosterSchema,
  arenaSnapshotSchema,
  type ArenaEvent,
} from '@trivia/contracts';
import type { Effect } from '../effects.js';
import { snapshot } from '../snapshot.js';
import type { GameState } from '../state.js';
import { roster } from '../views.js';
import { HOST } from './fixtures.js';

/**
 * What the engine emits must parse against the contracts clients read it with. Parsing strips unknown fields,
 * so each payload must also come back unchanged: a field the schema does not know fails here, not in a browser.
 */
export type Message = Extract<Effect, { type: 'broadcast' | 'send' }>;

export const isMessage = (effect: Effect): effect is Message => effect.type === 'broadcast' || effect.type === 'send';

export function expectOnTheWire(effect: Message): void {
  // A compile-time check too: every engine message is one of the contracts' Arena events.
  const message: ArenaEvent = effect;
  expect(ARENA_EVENTS[message.event].to).toBe(effect.type === 'broadcast' ? 'room' : 'player');
  const envelope = { roomId: 'room-1', event: message.event, payload: message.payload };
  const parsed = arenaEventSchema.safeParse(envelope);
  if (!parsed.success) throw new Error(`${message.event}: ${parsed.error.message}`);
  expect(parsed.data).toStrictEqual(envelope);
}

/** Every viewer's snapshot (the host's, each player's, nobody's), and the roster the backend sends, parse too. */
export function expectSnapshotsParse(state: GameState): void {
  for (const viewer of [undefined, HOST, ...state.players.map((p) => p.id)]) {
    const view = snapshot(state, viewer);
    expect(arenaSnapshotSchema.parse(view)).toStrictEqual(view);
  }
  const presence = roster(state);
  expect(arenaRosterSchema.parse(presence)).toStrictEqual(presence);
}
