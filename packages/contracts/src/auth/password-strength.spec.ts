import { meetsPasswordPolicy, passwordStrength, PASSWORD_HINT } from './password-strength.js';
import { PASSWORD_LONG_LENGTH, PASSWORD_MIN_LENGTH, STRENGTH_BANDS } from '../constants.js';

// Spec section 5: "score adds 25 for 8+ characters, 15 for 12+, and 15 each for lowercase, uppercase,
// digit, symbol. Under 40 Weak, under 70 Fair, under 90 Good, otherwise Strong. Below 70 the hint reads
// "Use 8+ characters with uppercase, lowercase, numbers & symbols"".
const SPEC_HINT = 'Use 8+ characters with uppercase, lowercase, numbers & symbols';

describe('passwordStrength: length points (spec: 25 for 8+, 15 more for 12+)', () => {
  it.each`
    password           | length | score
    ${''}              | ${0}   | ${0}
    ${'1234567'}       | ${7}   | ${15}
    ${'12345678'}      | ${8}   | ${40}
    ${'12345678901'}   | ${11}  | ${40}
    ${'123456789012'}  | ${12}  | ${55}
    ${'1234567890123'} | ${13}  | ${55}
  `('a $length-character digits-only password scores $score', ({ password, length, score }) => {
    expect(password).toHaveLength(length);
    expect(passwordStrength(password).score).toBe(score);
  });
});

describe('passwordStrength: each character class adds 15', () => {
  it.each`
    characterClass                | password  | score
    ${'lowercase'}                | ${'a'}    | ${15}
    ${'uppercase'}                | ${'A'}    | ${15}
    ${'digit'}                    | ${'1'}    | ${15}
    ${'symbol'}                   | ${'!'}    | ${15}
    ${'symbol'}                   | ${'&'}    | ${15}
    ${'symbol'}                   | ${'#'}    | ${15}
    ${'lower+upper'}              | ${'aA'}   | ${30}
    ${'lower+upper+digit'}        | ${'aA1'}  | ${45}
    ${'lower+upper+digit+symbol'} | ${'aA1!'} | ${60}
  `('$characterClass ("$password") scores $score', ({ password, score }) => {
    expect(passwordStrength(password).score).toBe(score);
  });

  it('counts a class once however many characters of it there are', () => {
    expect(passwordStrength('aaaa').score).toBe(15);
    expect(passwordStrength('!!!!').score).toBe(15);
  });
});

// The reachable scores are 0,15,25,30,40,45,55,60,70,75,85,100 — 39, 69, 89 and 90 cannot be produced
// from a password, so each band edge is tested with the nearest reachable scores either side.
describe('passwordStrength: bands (spec: under 40 Weak, under 70 Fair, under 90 Good, otherwise Strong)', () => {
  it.each`
    password          | score  | label       | note
    ${''}             | ${0}   | ${'Weak'}   | ${'empty'}
    ${'aaaaaaa'}      | ${15}  | ${'Weak'}   | ${'7 chars, one class'}
    ${'aA!'}          | ${45}  | ${'Fair'}   | ${'three classes, short'}
    ${'aA'}           | ${30}  | ${'Weak'}   | ${'highest Weak below the 40 edge'}
    ${'aaaaaaaa'}     | ${40}  | ${'Fair'}   | ${'exactly 40 is Fair (8 chars, one class)'}
    ${'aaaaaaaaaaaa'} | ${55}  | ${'Fair'}   | ${'12 chars, one class'}
    ${'aA1!'}         | ${60}  | ${'Fair'}   | ${'highest Fair below the 70 edge'}
    ${'aaaaaaA1'}     | ${70}  | ${'Good'}   | ${'exactly 70 is Good (8 chars, three classes)'}
    ${'aaaaaaaaaaA1'} | ${85}  | ${'Good'}   | ${'highest Good below the 90 edge'}
    ${'aaaaaA1!'}     | ${85}  | ${'Good'}   | ${'8 chars, four classes'}
    ${'aaaaaaaaaA1!'} | ${100} | ${'Strong'} | ${'12 chars, four classes'}
  `('$note: "$password" → $score $label', ({ password, score, label }) => {
    const result = passwordStrength(password);
    expect(result.score).toBe(score);
    expect(result.label).toBe(label);
  });
});

describe('passwordStrength: hint only below 70', () => {
  it('the exported hint is the spec text, word for word', () => {
    expect(PASSWORD_HINT).toBe(SPEC_HINT);
  });

  it.each`
    password          | score  | shown
    ${''}             | ${0}   | ${true}
    ${'aaaaaaaa'}     | ${40}  | ${true}
    ${'aA1!'}         | ${60}  | ${true}
    ${'aaaaaaA1'}     | ${70}  | ${false}
    ${'aaaaaaaaaaA1'} | ${85}  | ${false}
    ${'aaaaaaaaaA1!'} | ${100} | ${false}
  `('score $score → hint shown: $shown', ({ password, score, shown }) => {
    const result = passwordStrength(password);
    expect(result.score).toBe(score);
    if (shown) expect(result.hint).toBe(SPEC_HINT);
    else expect(result.hint).toBeUndefined();
  });
});

describe('password constants (spec section 9: thresholds 8 and 12, bands 40/70/90)', () => {
  it('match the spec numbers', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(PASSWORD_LONG_LENGTH).toBe(12);
    expect(STRENGTH_BANDS).toEqual({ fair: 40, good: 70, strong: 90 });
  });
});

// Spec section 8, AUTH_004: "Password must be at least 8 characters with uppercase, lowercase, and numbers."
describe('meetsPasswordPolicy (AUTH_004 text: 8+ characters with uppercase, lowercase and numbers)', () => {
  it.each`
    password      | ok       | why
    ${'Abcdefg1'} | ${true}  | ${'8 chars, upper, lower, digit'}
    ${'Abcdef1!'} | ${true}  | ${'a symbol is allowed but not needed'}
    ${'Abcdef1'}  | ${false} | ${'7 characters'}
    ${'abcdefg1'} | ${false} | ${'no uppercase'}
    ${'ABCDEFG1'} | ${false} | ${'no lowercase'}
    ${'Abcdefgh'} | ${false} | ${'no digit'}
    ${''}         | ${false} | ${'empty'}
    ${'12345678'} | ${false} | ${'digits only'}
  `('"$password" → $ok ($why)', ({ password, ok }) => {
    expect(meetsPasswordPolicy(password)).toBe(ok);
  });
});
