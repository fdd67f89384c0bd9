// dictionary-en-gb is ESM with top-level await, which CommonJS Jest cannot load: a stand-in reads the same files.
module.exports = require('../../jest.package.cjs')({ '^dictionary-en-gb$': '<rootDir>/jest/dictionary-en-gb.cjs' });
