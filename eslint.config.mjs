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

/** Import boundaries (STYLE points 1 and 7): contracts depend on zod alone, and the two apps never meet. */
const boundaries = [
  {
    files: ['packages/contracts/src/**/*.ts'],
    ignores: ['**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!zod$|\\.{1,2}/)', message: 'contracts depend on zod only' }] },
      ],
    },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/backend/**', '@trivia/backend', '@nestjs/*', 'typeorm', 'pg', 'ioredis'],
              message: 'the frontend talks to the backend over HTTP only',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['backend/src/**/*.ts', 'backend/test/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/frontend/**', '@trivia/frontend', 'react', 'react-dom', '@mantine/*'],
              message: 'the backend never imports the frontend',
            },
          ],
        },
      ],
    },
  },
  {
    // Thin edges (STYLE point 4): controllers call services, never repositories.
    files: ['backend/src/**/*.controller.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'typeorm', message: 'controllers call a service, not the database' },
            { name: '@nestjs/typeorm', message: 'controllers call a service, not the database' },
          ],
        },
      ],
    },
  },
  // Features never reach into each other's internals: only through a feature's index.
  ...features.map((feature) => ({
    files: [`frontend/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: features
                .filter((other) => other !== feature)
                .flatMap((other) => [
                  `**/features/${other}/*`,
                  `../${other}/*`,
                  `../../${other}/*`,
                  `../../../${other}/*`,
                ]),
              message: 'import another feature through its index only',
            },
          ],
        },
      ],
    },
  })),
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
