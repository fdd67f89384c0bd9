import { LIMITS, NICKNAME_MAX, NICKNAME_MIN } from '@trivia/arena-engine';
import { ARENA_ROOM_LIMITS, NICKNAME_LENGTH } from '@trivia/contracts';

const inMs = ({ min, max }: { min: number; max: number }) => ({ min: min * 1000, max: max * 1000 });

/**
 * A host's form and the server's refusals read the limits from the contracts; the engine checks its settings
 * again with its own. Were they to differ, a room the form allows would be refused deep inside, or the reverse.
 */
describe('the room limits the contracts state and the engine enforces', () => {
  it('agree on every setting a host chooses', () => {
    expect(ARENA_ROOM_LIMITS.questionCount).toEqual(LIMITS.questionCount);
    expect(ARENA_ROOM_LIMITS.questionSeconds).toEqual(LIMITS.questionSeconds);
    expect(ARENA_ROOM_LIMITS.maxPlayers).toEqual(LIMITS.maxPlayers);
    expect(ARENA_ROOM_LIMITS.categories).toEqual(LIMITS.categories);
    expect(inMs(ARENA_ROOM_LIMITS.phaseSeconds)).toEqual(LIMITS.phaseMs);
  });

  it('agree on the length of a nickname', () => {
    expect(NICKNAME_LENGTH).toEqual({ min: NICKNAME_MIN, max: NICKNAME_MAX });
  });
});
