module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/vite-plugins'],
  // Component tests (*.test.tsx) say `@jest-environment jsdom` in their first comment; the rest run in node.
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  setupFiles: ['<rootDir>/src/testing/jsdom-globals.cjs'],
  transform: {
    '^.+\\.(t|m?j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target: 'es2022',
          transform: { react: { runtime: 'automatic' } },
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // The contracts package ships ESM only and jest runs CommonJS, so its built .js files go through swc too.
  transformIgnorePatterns: ['/node_modules/(?!magic-string/)'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
};
