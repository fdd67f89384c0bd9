import fc from 'fast-check';
import { apply } from './apply.js';
import { deserialize, serialize } from './serialize.js';
import { run, steps } from './testing/random-games.js';

const options = { numRuns: 300 };

describe('engine properties over random command sequences', () => {
  it('never gives a negative score or negative points', () => {
    fc.assert(
      fc.property(steps, (s) => {
        for (const { after } of run(s)) {
          expect(after.players.every((p) => p.score >= 0)).toBe(true);
          const records = [...after.answers, ...after.unstored];
          expect(records.every((a) => a.points >= 0 && a.speedPoints >= 0 && a.streakBonus >= 0)).toBe(true);
        }
      }),
      options,
    );
  });

  it('counts at most one answer per player per question', () => {
    fc.assert(
      fc.property(steps, (s) => {
        for (const { after } of run(s)) {
          expect(new Set(after.answers.map((a) => a.playerId)).size).toBe(after.answers.length);
        }
      }),
      options,
    );
  });

  it('counts nothing that arrives after the deadline, and every counted answer arrived in time', () => {
    fc.assert(
      fc.property(steps, (s) => {
        for (const { before, command, now, refused, after } of run(s)) {
          if (command.type !== 'answer') continue;
          const inTime =
            before.phase === 'question' && !before.paused && before.deadline !== null && now <= before.deadline;
          if (!inTime) expect(refused).toBe(true);
          if (!refused) {
            expect(after.answers.length).toBe(before.answers.length + 1);
            expect(after.answers.at(-1)).toMatchObject({ playerId: command.playerId, receivedAt: now });
          }
        }
      }),
      options,
    );
  });

  it('leaves the state untouched when a command is refused: deep-equal to a copy taken before', () => {
    fc.assert(
      fc.property(steps, (s) => {
        run(s, {}, ({ before, refused }, live, outcome) => {
          if (!refused) return;
          expect(outcome.state).toBe(live);
          expect(outcome.effects).toEqual([]);
          expect(live).toStrictEqual(before);
        });
      }),
      { numRuns: 200 },
    );
  });

  it('changes the state in place: the outcome is the very state given', () => {
    fc.assert(
      fc.property(steps, (s) => {
        run(s, {}, (_step, live, outcome) => expect(outcome.state).toBe(live));
      }),
      { numRuns: 50 },
    );
  });

  it('restores every state from JSON, and the restored state (a fresh index) answers the next command the same way', () => {
    fc.assert(
      fc.property(steps, (s) => {
        run(s, {}, ({ before, command, now }, _live, outcome) => {
          const restored = deserialize(serialize(before));
          expect(restored).toStrictEqual(before);
          // `outcome` came from the live state, whose index was kept up to date command by command.
          expect(apply(restored, command, now)).toStrictEqual(outcome);
        });
      }),
      { numRuns: 100 },
    );
  });

  it('counts a reconnect exactly when a player who had dropped is connected again', () => {
    fc.assert(
      fc.property(steps, (s) => {
        for (const { before, after } of run(s)) {
          const dropped = new Set(before.players.filter((p) => !p.connected).map((p) => p.id));
          const back = after.players.filter((p) => p.connected && dropped.has(p.id)).length;
          expect(after.reconnects).toBe(before.reconnects + back);
        }
      }),
      options,
    );
  });

  it('numbers broadcasts strictly one after another', () => {
    fc.assert(
      fc.property(steps, (s) => {
        for (const { before, after, effects } of run(s)) {
          const seqs = effects.flatMap((e) => (e.type === 'broadcast' ? [e.payload.seq] : []));
          expect(seqs).toEqual(seqs.map((_, i) => before.seq + 1 + i));
          expect(after.seq).toBe(before.seq + seqs.length);
        }
      }),
      options,
    );
  });

  it('keeps at most one timer, mirrored by nextTickAt', () => {
    fc.assert(
      fc.property(steps, (s) => {
        for (const { after } of run(s)) {
          if (after.paused || after.phase === 'lobby' || after.phase === 'podium' || after.phase === 'ended') {
            expect(after.nextTickAt).toBeNull();
          } else {
            expect(after.nextTickAt).not.toBeNull();
          }
        }
      }),
      options,
    );
  });
});
