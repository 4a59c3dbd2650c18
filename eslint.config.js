// One lint configuration for the whole repository: TypeScript rules, import boundaries between the
// layers (schema -> functions and web; infra names functions only by path), no import cycles, and no
// focused or skipped tests.
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import vitest from '@vitest/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';

// Features never import each other; app/ composes them (one zone per feature folder).
const features = readdirSync('web/src/features', { withFileTypes: true }).filter((entry) => entry.isDirectory());
const featureZones = features.map(({ name }) => ({
  target: `./web/src/features/${name}`,
  from: './web/src/features',
  except: [`./${name}`],
  message: 'Features never import each other: compose them in web/src/app.',
}));

const focusedOrSkipped = [
  {
    selector: "CallExpression[callee.object.name=/^(it|test|describe)$/][callee.property.name=/^(only|skip|fixme)$/]",
    message: 'No focused or skipped tests.',
  },
  {
    selector: "CallExpression[callee.object.object.name='test'][callee.object.property.name='describe'][callee.property.name=/^(only|skip|fixme)$/]",
    message: 'No focused or skipped tests.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      'dist/**',
      'cdk.out/**',
      '.data/**',
      'functions/generated/**',
      'web/src/gql/**',
      'web/src/**/*.generated.ts',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './schema', from: ['./functions', './web', './infra', './scripts'], message: 'schema is the contract: it imports nothing of the project.' },
            { target: './functions', from: ['./web', './infra', './scripts'], message: 'functions import only schema.' },
            { target: './web', from: ['./functions', './infra', './scripts'], message: 'web imports only schema.' },
            {
              target: './infra',
              from: './functions',
              except: ['./data/table-layout.ts'],
              message: 'infra names functions only by entry path (and reads the table layout).',
            },
            ...featureZones,
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', ...focusedOrSkipped],
    },
  },
  {
    files: ['schema/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'schema/src is pure: take the clock as an argument.' },
        { object: 'process', property: 'env', message: 'schema/src is pure: take configuration as an argument.' },
      ],
    },
  },
  {
    files: ['functions/**/*.ts'],
    ignores: ['**/*.test.ts', 'functions/**/local-*.ts'],
    rules: {
      'no-console': 'error',
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx'],
    plugins: { vitest },
    rules: {
      'vitest/no-focused-tests': 'error',
      'vitest/no-disabled-tests': 'error',
    },
  },
  {
    // vi.waitFor gives up after 1 s, which a busy CI machine overruns: web tests wait with Testing Library's
    // waitFor/findBy*, whose timeout web/src/test/setup.ts sets for all of them.
    files: ['web/src/**/*.test.ts', 'web/src/**/*.test.tsx'],
    rules: {
      'no-restricted-properties': ['error', { object: 'vi', property: 'waitFor', message: "Use waitFor from '@testing-library/react'." }],
    },
  },
  {
    files: ['web/src/**/*.tsx', 'web/src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // The @/ alias is not resolved by the lint resolver: cross-feature imports must not hide behind it.
    files: ['web/src/features/**', 'web/src/components/**', 'web/src/lib/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/features/*'], message: 'Only web/src/app composes features.' }] }],
    },
  },
);
