import { editDistance } from './edit-distance.js';

describe('editDistance', () => {
  it.each`
    a             | b              | distance | why
    ${''}         | ${''}          | ${0}     | ${'both empty'}
    ${'oslo'}     | ${'oslo'}      | ${0}     | ${'identical'}
    ${'abc'}      | ${''}          | ${3}     | ${'all deleted'}
    ${''}         | ${'abc'}       | ${3}     | ${'all inserted'}
    ${'oslo'}     | ${'olso'}      | ${1}     | ${'neighbouring letters swapped count once'}
    ${'paris'}    | ${'pairs'}     | ${1}     | ${'swap in the middle'}
    ${'iran'}     | ${'iraq'}      | ${1}     | ${'one substitution'}
    ${'sweden'}   | ${'sweeden'}   | ${1}     | ${'one insertion'}
    ${'kitten'}   | ${'sitting'}   | ${3}     | ${'the textbook example'}
    ${'austria'}  | ${'australia'} | ${2}     | ${'two insertions'}
    ${'slovenia'} | ${'slovakia'}  | ${2}     | ${'two substitutions'}
    ${'ca'}       | ${'abc'}       | ${3}     | ${'optimal string alignment edits a swapped pair no further'}
    ${'zürich'}   | ${'zurich'}    | ${1}     | ${'an accented letter is one letter'}
    ${'london'}   | ${'lodnno'}    | ${2}     | ${'two swaps'}
  `('"$a" to "$b" is $distance ($why)', ({ a, b, distance }) => {
    expect(editDistance(a, b)).toBe(distance);
    expect(editDistance(b, a)).toBe(distance);
  });
});
