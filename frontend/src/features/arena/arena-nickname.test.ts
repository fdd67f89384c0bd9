import { joinRefusalField, nicknameError, nicknameTypingError, pinDigits, pinError } from './arena-nickname';

describe('the PIN field', () => {
  it.each([
    ['123456', '123456'],
    ['123 456', '123456'],
    ['123-456', '123456'],
    [' 12a3b4 ', '1234'],
    ['1234567', '123456'],
    ['', ''],
  ])('keeps the digits of %j', (typed, kept) => {
    expect(pinDigits(typed)).toBe(kept);
  });

  it('asks for six digits, and only then lets a join go', () => {
    expect(pinError('')).toBe('Enter the six-digit PIN your host shows');
    expect(pinError('12345')).toBe('Enter the six-digit PIN your host shows');
    expect(pinError('12345a')).toBe('Enter the six-digit PIN your host shows');
    expect(pinError('000000')).toBeNull();
  });
});

describe('nicknameError', () => {
  it.each([
    ['', 'Choose a nickname'],
    ['   ', 'Choose a nickname'],
    ['A', 'A nickname has 2 to 20 characters'],
    [' A ', 'A nickname has 2 to 20 characters'],
    ['x'.repeat(21), 'A nickname has 2 to 20 characters'],
    ['x'.repeat(60), 'A nickname has 2 to 20 characters'],
    ['Al\u0000ce', "A nickname can't contain control characters"],
  ])('refuses %j', (nickname, error) => {
    expect(nicknameError(nickname)).toBe(error);
  });

  it.each(['Al', ' Alice ', 'x'.repeat(20), 'Zoë   Smith'])('accepts %j', (nickname) => {
    expect(nicknameError(nickname)).toBeNull();
  });
});

describe('nicknameTypingError', () => {
  it('says at once that a nickname is too long, instead of the field cutting it', () => {
    expect(nicknameTypingError('Bartholomew the Magnificent of Kent')).toBe('A nickname has 2 to 20 characters');
  });

  it('lets a short start be (the submit says so) and counts what players will see', () => {
    expect(nicknameTypingError('A')).toBeNull();
    expect(nicknameTypingError(`  ${'x'.repeat(20)}  `)).toBeNull();
    expect(nicknameTypingError('🦊'.repeat(20))).toBeNull();
  });
});

describe('joinRefusalField', () => {
  const both = ['pin', 'nickname'] as const;

  it.each([
    [
      'VAL_001',
      "A nickname uses letters, digits, spaces and _ . - ' only.",
      { field: 'nickname', message: "A nickname uses letters, digits, spaces and _ . - ' only." },
    ],
    ['ARENA_007', 'taken', { field: 'nickname', message: 'Someone in this room already uses that nickname.' }],
    [
      'ARENA_010',
      'No game with that PIN',
      { field: 'pin', message: 'No game is running with that PIN. Check the PIN with your host.' },
    ],
    [
      'ARENA_006',
      'This room is full.',
      { field: 'pin', message: 'This room is full. Try another room or start your own.' },
    ],
    ['ARENA_004', 'This game has already started.', { field: 'pin', message: 'This game has already started.' }],
  ] as const)('puts %s on its field', (code, message, expected) => {
    expect(joinRefusalField({ code, message }, both)).toEqual(expected);
  });

  it('leaves failures about no field of this form to a toast', () => {
    expect(joinRefusalField({ code: 'NET_001', message: 'The server did not answer in time' }, both)).toBeNull();
    expect(joinRefusalField({ code: 'RATE_001', message: 'slow down' }, both)).toBeNull();
    // Quick match has no PIN field.
    expect(joinRefusalField({ code: 'ARENA_010', message: 'No game with that PIN' }, ['nickname'])).toBeNull();
  });
});
