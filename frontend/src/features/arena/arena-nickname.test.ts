import { nicknameError } from './arena-nickname';

describe('nicknameError', () => {
  it.each([
    ['', 'Choose a nickname'],
    ['   ', 'Choose a nickname'],
    ['A', 'A nickname has 2 to 20 characters'],
    [' A ', 'A nickname has 2 to 20 characters'],
    ['x'.repeat(21), 'A nickname has 2 to 20 characters'],
  ])('refuses %j', (nickname, error) => {
    expect(nicknameError(nickname)).toBe(error);
  });

  it.each(['Al', ' Alice ', 'x'.repeat(20), 'Zoë   Smith'])('accepts %j', (nickname) => {
    expect(nicknameError(nickname)).toBeNull();
  });
});
