/**
 * The Jest setup every pure package shares: TypeScript through swc, specs beside their sources, and the
 * `.js` suffixes of ESM imports mapped back to the sources. `moduleNameMapper` adds package-specific entries.
 */
module.exports = function packageJestConfig(moduleNameMapper = {}) {
  return {
    testEnvironment: 'node',
    roots: ['<rootDir>/src'],
    testMatch: ['**/*.spec.ts'],
    transform: {
      '^.+\\.ts$': [
        '@swc/jest',
        { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
      ],
    },
    moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1', ...moduleNameMapper },
  };
};
