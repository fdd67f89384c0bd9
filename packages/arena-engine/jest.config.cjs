module.exports = require('../../jest.package.cjs')({
  '^@trivia/answer-matching$': '<rootDir>/../answer-matching/src/index.ts',
  '^@trivia/contracts$': '<rootDir>/../contracts/src/index.ts',
});
