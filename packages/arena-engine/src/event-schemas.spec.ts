import { ARENA_EVENTS, type ArenaEventName } from '@trivia/contracts';
import fc from 'fast-check';
import { apply } from './apply.js';
import type { Command } from './commands.js';
import type { Choice, GameState } from './state.js';
import { HOST, HOSTED, makeQuestions, newGame, T0, TEAMS, withPlayers } from './testing/fixtures.js';
import { run, steps } from './testing/random-games.js';
import { expectOnTheWire, expectSnapshotsParse, isMessage, type Message } from './testing/wire.js';

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

  answer(playerId: string, choice: Choice): this {
    return this.do({ type: 'answer', playerId, questionIndex: this.state.questionIndex, choice });
  }

  host(type: 'start' | 'next' | 'pause' | 'resume' | 'end' | 'skip'): this {
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
    'a host-led teams session: every question type, late joins, teams, more time, a skip, the host away, re-marking',
    () => {
      const questions = makeQuestions(6, ['text', 'order', 'estimate', 'poll', 'true_false', 'multiple_choice']);
      const settings = { ...HOSTED, ...TEAMS, questionCount: 6, scoring: 'accuracy', pace: 'host' } as const;
      const game = new Script(withPlayers(newGame(settings, questions), ['a', 'b']));
      game.do({ type: 'join', playerId: HOST, nickname: 'Host', isGuest: false });
      game.do({ type: 'setTeam', by: 'a', playerId: 'a', teamId: 't1' }).host('start').tick();
      game.do({ type: 'join', playerId: 'c', nickname: 'Cleo', isGuest: true, teamId: 't2' });
      game.do({ type: 'extend', by: HOST, seconds: 15 }).answer('a', 'Secretanswera').answer('b', 'nope');
      game.answer('c', 'Nope!').tick().host('next');
      game.do({ type: 'adjustScores', by: HOST, questionIndex: 0, answer: 'nope', accepted: true, changes: [] });
      const changes = [{ playerId: 'b', delta: 1, correct: true, points: 1 }];
      game.do({ type: 'adjustScores', by: HOST, questionIndex: 0, answer: 'nope', accepted: true, changes });
      game.do({ type: 'setTeam', by: HOST, playerId: 'b', teamId: 't2' }).host('next');
      game.answer('a', [2, 0, 3, 1]).answer('b', [0, 1, 2, 3]).tick().host('next').host('next');
      game.answer('a', { estimate: 101 }).answer('c', { estimate: 90 }).host('next').host('next').host('next');
      game.answer('a', 1).answer('b', 2).do({ type: 'hostAway' }).do({ type: 'hostBack' }).host('resume');
      game.host('skip').answer('a', 1).tick().host('skip').answer('b', 0).host('next').host('next');
      return game.host('next');
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
