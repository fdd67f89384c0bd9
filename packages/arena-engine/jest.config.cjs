module.exports = require('../../jest.package.cjs')({
  '^@trivia/answer-matching$': '<rootDir>/../answer-matching/src/index.ts',
});
