// dictionary-en-gb is ESM with top-level await, which CommonJS Jest cannot load: a stand-in reads the same files.
// The typed-answer table marks with the real matcher, read from its sources.
module.exports = require('../../jest.package.cjs')({
  '^dictionary-en-gb$': '<rootDir>/jest/dictionary-en-gb.cjs',
  '^@trivia/answer-matching$': '<rootDir>/../answer-matching/src/index.ts',
  '^@trivia/contracts$': '<rootDir>/../contracts/src/index.ts',
});
