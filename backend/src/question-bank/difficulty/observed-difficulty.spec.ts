import { observedDifficulty } from './observed-difficulty';

describe('observedDifficulty', () => {
  it.each`
    correct | answers | label
    ${29}   | ${29}   | ${null}
    ${21}   | ${30}   | ${'easy'}
    ${20}   | ${30}   | ${'medium'}
    ${12}   | ${30}   | ${'medium'}
    ${11}   | ${30}   | ${'hard'}
    ${0}    | ${500}  | ${'hard'}
    ${500}  | ${500}  | ${'easy'}
  `('$correct of $answers right → $label', ({ correct, answers, label }) => {
    expect(observedDifficulty(correct, answers)).toBe(label);
  });
});
