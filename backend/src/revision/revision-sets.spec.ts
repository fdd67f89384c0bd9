import { revisionSets, type SetCounts } from './revision-sets';

const count = (subject: string, level: string, facts: number, drawable: [number, number]): SetCounts => ({
  subject,
  level,
  facts,
  questions: { choices: facts * 2, typed: facts },
  drawable: { choices: drawable[0], typed: drawable[1] },
});

describe('revisionSets', () => {
  it('names each set and lists them in subject order, GCSE before A level', () => {
    const sets = revisionSets([
      count('history', 'a-level', 900, [20, 20]),
      count('science', 'gcse', 640, [20, 20]),
      count('history', 'gcse', 1000, [20, 20]),
    ]);
    expect(sets.map((set) => set.name)).toEqual(['GCSE Science', 'GCSE History', 'A-level History']);
  });

  it('offers a style up to the longest quiz, and not at all when a draw cannot fill the shortest', () => {
    const [maths] = revisionSets([count('maths', 'gcse', 17, [4, 17])]);
    expect(maths!.maxQuestions).toEqual({ choices: 0, typed: 17 });
    const [science] = revisionSets([count('science', 'gcse', 640, [20, 20])]);
    expect(science!.maxQuestions).toEqual({ choices: 20, typed: 20 });
  });

  it('leaves out tags the contracts do not name, and sets without facts', () => {
    expect(
      revisionSets([
        count('latin', 'gcse', 50, [20, 20]),
        count('science', 'degree', 50, [20, 20]),
        count('geography', 'a-level', 0, [0, 0]),
      ]),
    ).toEqual([]);
  });
});
