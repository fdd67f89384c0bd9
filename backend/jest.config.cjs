const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

// The blog's Markdown pipeline (unified, remark, rehype and their helpers) and the RSS writer ship ESM only.
const MARKDOWN_ESM = [
  'unified',
  'bail',
  'ccount',
  'character-entities[^/]*',
  'comma-separated-tokens',
  'decode-named-character-reference',
  'devlop',
  'escape-string-regexp',
  'feed',
  'github-slugger',
  'hast-util-[^/]+',
  'html-void-elements',
  'is-plain-obj',
  'longest-streak',
  'markdown-table',
  'mdast-util-[^/]+',
  'micromark[^/]*',
  'property-information',
  'rehype-[^/]+',
  'remark-[^/]+',
  'space-separated-tokens',
  'stringify-entities',
  'trim-lines',
  'trough',
  'unist-util-[^/]+',
  'vfile[^/]*',
  'zwitch',
  '@ungap',
].join('|');

const shared = {
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)s$': swc },
  // NestJS 12 ships ESM; let swc turn it (and the contracts source) into CommonJS for Jest.
  transformIgnorePatterns: [
    `/node_modules/(?!(@nestjs|cookie|content-disposition|file-type|strtok3|token-types|peek-readable|@tokenizer|uint8array-extras|${MARKDOWN_ESM})/)`,
  ],
  moduleNameMapper: {
    '^@trivia/contracts$': '<rootDir>/../packages/contracts/src/index.ts',
    '^@trivia/answer-matching$': '<rootDir>/../packages/answer-matching/src/index.ts',
    '^@trivia/arena-engine$': '<rootDir>/../packages/arena-engine/src/index.ts',
    '^@trivia/question-bank/qc$': '<rootDir>/../packages/question-bank/src/qc/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
};

module.exports = {
  // A connection a test failed to close must not keep the run (and CI) waiting once every test has finished.
  forceExit: true,
  projects: [
    { ...shared, displayName: 'unit', rootDir: __dirname, testMatch: ['<rootDir>/src/**/*.spec.ts'] },
    {
      ...shared,
      displayName: 'integration',
      rootDir: __dirname,
      testMatch: ['<rootDir>/test/**/*.int-spec.ts'],
      globalSetup: '<rootDir>/test/global-setup.ts',
      globalTeardown: '<rootDir>/test/global-teardown.ts',
      setupFilesAfterEnv: ['<rootDir>/test/setup-timeout.ts'],
    },
  ],
};
