import {
  ARENA_EVENTS,
  arenaEventSchema,
  arenaRosterSchema,
  arenaSnapshotSchema,
  type ArenaEvent,
  type ArenaEventName,
} from '@trivia/contracts';
import fc from 'fast-check';
import { apply } from './apply.js';
import type { Command } from './commands.js';
import type { Effect } from './effects.js';
import { snapshot } from './snapshot.js';
import type { GameState } from './state.js';
import { HOST, makeQuestions, newGame, T0, withPlayers } from './testing/fixtures.js';
import { run, steps } from './testing/random-games.js';
import { roster } from './views.js';

/**
 * What the engine emits must parse against the contracts clients read it with. Parsing strips unknown fields,
 * so each payload must also come back unchanged: a field the schema does not know fails here, not in a browser.
 */
type Message = Extract<Effect, { type: 'broadcast' | 'send' }>;

function expectOnTheWire(effect: Message): void {
  // A compile-time check too: every engine message is one of the contracts' Arena events.
  const message: ArenaEvent = effect;
  expect(ARENA_EVENTS[message.event].to).toBe(effect.type === 'broadcast' ? 'room' : 'player');
  const envelope = { roomId: 'room-1', event: message.event, payload: message.payload };
  const parsed = arenaEventSchema.safeParse(envelope);
  if (!parsed.success) throw new Error(`${message.event}: ${parsed.error.message}`);
  expect(parsed.data).toStrictEqual(envelope);
}

/** Every viewer's snapshot, and the roster the backend sends, parse too. */
function expectSnapshotsParse(state: GameState): void {
  for (const viewer of [undefined, HOST, ...state.players.map((p) => p.id)]) {
    const view = snapshot(state, viewer);
    expect(arenaSnapshotSchema.parse(view)).toStrictEqual(view);
  }
  const presence = roster(state);
  expect(arenaRosterSchema.parse(presence)).toStrictEqual(presence);
}

const isMessage = (effect: Effect): effect is Message => effect.type === 'broadcast' || effect.type === 'send';

/** Plays scripted commands (each must be accepted), keeping every message and checking every snapshot on the way. */
class Script {
  readonly messages: Message[] = [];
  now = T0;

  constructor(public state: GameState) {
    expectSnapshotsParse(state);
  }

  do(command: Command, afterMs = 100): this {
    return this.at(command, this.now + afterMs);
  }

  /** The pending timer fires. */
  tick(): this {
    return this.at({ type: 'tick' }, this.state.nextTickAt!);
  }

  answer(playerId: string, choice: number | string): this {
    return this.do({ type: 'answer', playerId, questionIndex: this.state.questionIndex, choice });
  }

  host(type: 'start' | 'next' | 'pause' | 'resume' | 'end'): this {
    return this.do({ type, by: HOST });
  }

  untilOver(): this {
    while (this.state.nextTickAt !== null) this.tick();
    return this;
  }

  private at(command: Command, now: number): this {
    const outcome = apply(this.state, command, now);
    if (outcome.error) throw new Error(`${command.type} refused: ${outcome.error.message}`);
    this.now = now;
    this.state = outcome.state;
    this.messages.push(...outcome.effects.filter(isMessage));
    expectSnapshotsParse(this.state);
    return this;
  }
}

const players = (...ids: string[]) => withPlayers(newGame({ questionCount: 5 }), ids);

const SCENARIOS: [string, () => Script][] = [
  [
    'multiple choice and true/false to the podium, right, wrong and no answers',
    () => {
      const game = new Script(
        withPlayers(newGame({ questionTypes: ['multiple_choice', 'true_false'] }), ['a', 'b', 'c']),
      );
      game.host('start').tick();
      while (game.state.phase === 'question') {
        game.answer('a', game.state.questionIndex % 2 === 0 ? 2 : 1).answer('b', 0);
        game.tick().tick().tick();
      }
      return game.untilOver();
    },
  ],
  [
    'typed answers: exact, an alias, a wrong one, every one in (an early reveal)',
    () => {
      const questions = makeQuestions(5, ['text']);
      const game = new Script(withPlayers(newGame({ questionTypes: ['text'] }, questions), ['a', 'b', 'c']));
      game.host('start').tick();
      game.answer('a', 'Secretanswera').answer('b', 'hiddenaliasa').answer('c', 'nope');
      return game.untilOver();
    },
  ],
  [
    'kicks in the lobby and mid-question',
    () => {
      const game = new Script(players('a', 'b', 'c', 'd'));
      game.do({ type: 'kick', by: HOST, playerId: 'd' }).host('start').tick().answer('a', 2);
      game.do({ type: 'kick', by: HOST, playerId: 'c' }).answer('b', 1);
      return game.untilOver();
    },
  ],
  [
    'pause and resume in a question and a leaderboard, skips, and the host ending the game',
    () => {
      const game = new Script(players('a', 'b'));
      game.host('start').host('next').host('pause').host('resume').answer('a', 2);
      game.tick().tick().host('pause').host('resume').host('next').host('next');
      return game.host('end');
    },
  ],
  [
    'leaving, dropping and reconnecting, in the lobby and mid-game',
    () => {
      const game = new Script(players('a', 'b', 'c'));
      game.do({ type: 'leave', playerId: 'c', reason: 'leave' }).host('start').tick();
      game.do({ type: 'leave', playerId: 'b', reason: 'disconnect' }).do({ type: 'reconnect', playerId: 'b' });
      game.do({ type: 'leave', playerId: 'a' }).do({ type: 'join', playerId: 'a', nickname: 'Ada', isGuest: false });
      return game.do({ type: 'reconnect', playerId: 'a' }).untilOver();
    },
  ],
  [
    'a public room: the start countdown runs, stops when a player leaves, runs again and starts the game',
    () => {
      const game = new Script(newGame({ autoStartMs: 20_000, maxPlayers: 3 }));
      const join = (playerId: string) =>
        game.do({ type: 'join', playerId, nickname: `Player ${playerId}`, isGuest: true });
      join('a');
      join('b');
      game.do({ type: 'leave', playerId: 'b' });
      join('b');
      return game.untilOver();
    },
  ],
  [
    'a public room started alone by its only player',
    () => {
      const game = new Script(newGame({ autoStartMs: 20_000, maxPlayers: 3 }));
      game.do({ type: 'join', playerId: 'a', nickname: 'Ada', isGuest: true });
      game.do({ type: 'startSolo', playerId: 'a' }).tick().answer('a', 2);
      return game.do({ type: 'answersStored', questionIndex: 0 }).untilOver();
    },
  ],
  [
    'a public room filling up',
    () => {
      const game = new Script(newGame({ autoStartMs: 20_000, maxPlayers: 2 }));
      game.do({ type: 'join', playerId: 'a', nickname: 'Ada', isGuest: true });
      return game.do({ type: 'join', playerId: 'b', nickname: 'Brian', isGuest: true }).untilOver();
    },
  ],
];

describe('engine output against the contracts schemas', () => {
  const seen = new Set<ArenaEventName>();

  it.each(SCENARIOS)('%s: every message and snapshot parses', (_, play) => {
    const { messages } = play();
    expect(messages.length).toBeGreaterThan(0);
    for (const message of messages) {
      expectOnTheWire(message);
      seen.add(message.event);
    }
  });

  it('the scenarios between them send every Arena event but presence (the backend sends rosters)', () => {
    const engineEvents = (Object.keys(ARENA_EVENTS) as ArenaEventName[]).filter(
      (e) => ARENA_EVENTS[e].to !== 'presence',
    );
    expect([...seen].sort()).toEqual(engineEvents.sort());
  });

  it.each([
    ['hosted', {}],
    ['public', { autoStartMs: 5000, maxPlayers: 4 }],
  ])('every message and snapshot of random %s games parses', (_, settings) => {
    fc.assert(
      fc.property(steps, (s) => {
        for (const { effects, after } of run(s, settings)) {
          effects.filter(isMessage).forEach(expectOnTheWire);
          expectSnapshotsParse(after);
        }
      }),
      { numRuns: 60 },
    );
  });
});
