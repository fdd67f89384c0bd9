import { cleanNickname, isOffensive, nicknameProblem } from './nicknames.js';

describe('nicknameProblem', () => {
  it.each(['Al', 'Quiz Whizz', 'Zoë', 'Dickens', 'Hancock', 'Spicy Grape', "Mr. O'Neil", 'A'.repeat(20), '  Bo  '])(
    'accepts %j',
    (name) => {
      expect(nicknameProblem(name)).toBeNull();
    },
  );

  it.each([
    ['A', 'too short'],
    ['  A   ', 'too short once trimmed'],
    ['A'.repeat(21), 'too long'],
    ['<script>', 'markup characters'],
    ['', 'empty'],
  ])('refuses %j (%s)', (name) => {
    expect(nicknameProblem(name)).not.toBeNull();
  });
});

describe('isOffensive', () => {
  it.each(['fuck', 'FUUUCK', 'f.u.c.k', 'fuck you', 'sh1t head', '$h!t', 'b1tch', 'dick', 'the d1ck', 'N4Z1'])(
    'refuses %j',
    (name) => {
      expect(isOffensive(name)).toBe(true);
    },
  );

  it.each(['Dickens', 'Peacock', 'Grapefruit', 'Spicy', 'Nice Player'])('lets %j through', (name) => {
    expect(isOffensive(name)).toBe(false);
  });
});

describe('cleanNickname', () => {
  it('trims and collapses spaces', () => {
    expect(cleanNickname('  Quiz    Whizz ')).toBe('Quiz Whizz');
  });
});
