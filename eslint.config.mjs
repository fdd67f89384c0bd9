import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const featureDir = new URL('./frontend/src/features/', import.meta.url);
const features = (() => {
  try {
    return readdirSync(featureDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
  } catch {
    return [];
  }
})();

/** Import restrictions (STYLE points 1, 4 and 7), each a set of `no-restricted-imports` paths and patterns. */
const restrictions = {
  contracts: {
    patterns: [{ regex: '^(?!zod$|\\.{1,2}/)', message: 'contracts depend on zod only' }],
  },
  frontend: {
    patterns: [
      {
        group: ['**/backend/**', '@trivia/backend', '@nestjs/*', 'typeorm', 'pg', 'ioredis'],
        message: 'the frontend talks to the backend over HTTP only',
      },
    ],
  },
  backend: {
    patterns: [
      {
        group: ['**/frontend/**', '@trivia/frontend', 'react', 'react-dom', '@mantine/*'],
        message: 'the backend never imports the frontend',
      },
    ],
  },
  // Thin edges: controllers call services, never repositories.
  controller: {
    paths: [
      { name: 'typeorm', message: 'controllers call a service, not the database' },
      { name: '@nestjs/typeorm', message: 'controllers call a service, not the database' },
    ],
  },
};

/**
 * A feature's public files besides its index: a second entry that loads apart from the feature's page (a chunk of
 * its own), e.g. the daily quiz's question screen, which revision practice shares.
 */
const FEATURE_PUBLIC_FILES = {
  'daily-quiz': ['question-screen', 'daily-leaderboards'],
  arena: ['room-kit', 'arena-results'],
  catalogue: ['search-page', 'quiz-pages'],
  pricing: ['developer-pricing'],
};

/** Features never reach into each other's internals: only through a feature's index (or its other public files). */
function featureRestriction(feature) {
  const group = features
    .filter((other) => other !== feature)
    .flatMap((other) =>
      ['**/features/', '../', '../../', '../../../'].flatMap((prefix) => [
        `${prefix}${other}/*`,
        ...(FEATURE_PUBLIC_FILES[other] ?? []).map((file) => `!${prefix}${other}/${file}`),
      ]),
    );
  return {
    patterns: [{ group, message: 'import another feature through its index only' }],
    // Mantine's dialog host loads after the first paint: a dialog opened straight away could be missed.
    paths: [{ name: '@mantine/modals', message: 'open a confirm dialog with openConfirmModal from lib/overlays' }],
  };
}

/**
 * Flat config keeps only the last `no-restricted-imports` that matches a file, so each file group below is
 * disjoint from the others and carries the union of every restriction that applies to it.
 */
function restrict({ files, ignores = [] }, ...sets) {
  const options = {
    paths: sets.flatMap((set) => set.paths ?? []),
    patterns: sets.flatMap((set) => set.patterns ?? []),
  };
  return { files, ignores, rules: { 'no-restricted-imports': ['error', options] } };
}

const featureFiles = (feature) => `frontend/src/features/${feature}/**/*.{ts,tsx}`;
const controllerFiles = 'backend/src/**/*.controller.ts';

const boundaries = [
  restrict({ files: ['packages/contracts/src/**/*.ts'], ignores: ['**/*.spec.ts'] }, restrictions.contracts),
  restrict({ files: ['frontend/src/**/*.{ts,tsx}'], ignores: features.map(featureFiles) }, restrictions.frontend),
  ...features.map((feature) =>
    restrict({ files: [featureFiles(feature)] }, restrictions.frontend, featureRestriction(feature)),
  ),
  restrict(
    { files: ['backend/src/**/*.ts', 'backend/test/**/*.ts'], ignores: [controllerFiles] },
    restrictions.backend,
  ),
  restrict({ files: [controllerFiles] }, restrictions.backend, restrictions.controller),
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.turbo/**',
      '.data/**',
      '**/coverage/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['backend/**/*.ts'],
    // Nest resolves constructor parameters from their runtime types, so these imports must stay value imports.
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  ...boundaries,
);
