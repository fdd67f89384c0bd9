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
          expect(after.answers.flat().every((a) => a.points >= 0 && a.speedPoints >= 0 && a.streakBonus >= 0)).toBe(
            true,
          );
        }
      }),
      options,
    );
  });

  it('counts at most one answer per player per question', () => {
    fc.assert(
      fc.property(steps, (s) => {
        const last = run(s).at(-1)!.after;
        for (const list of last.answers) {
          expect(new Set(list.map((a) => a.playerId)).size).toBe(list.length);
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
          if (!refused)
            expect(after.answers[before.questionIndex]!.length).toBe(before.answers[before.questionIndex]!.length + 1);
        }
      }),
      options,
    );
  });

  it('leaves the state untouched when a command is refused', () => {
    fc.assert(
      fc.property(steps, (s) => {
        for (const { before, after, refused } of run(s)) if (refused) expect(after).toBe(before);
      }),
      options,
    );
  });

  it('restores every state from JSON, and the restored state answers the next command the same way', () => {
    fc.assert(
      fc.property(steps, (s) => {
        for (const { before, command, now } of run(s)) {
          const restored = deserialize(serialize(before));
          expect(restored).toStrictEqual(before);
          expect(apply(restored, command, now)).toStrictEqual(apply(before, command, now));
        }
      }),
      { numRuns: 100 },
    );
  });

  it('numbers broadcasts strictly one after another', () => {
    fc.assert(
      fc.property(steps, (s) => {
        for (const { before, command, now } of run(s)) {
          const outcome = apply(before, command, now);
          const seqs = outcome.effects.flatMap((e) => (e.type === 'broadcast' ? [e.payload.seq] : []));
          expect(seqs).toEqual(seqs.map((_, i) => before.seq + 1 + i));
          expect(outcome.state.seq).toBe(before.seq + seqs.length);
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
