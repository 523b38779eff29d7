// Lint: typescript-eslint, React hooks, TanStack Query, and the layer rules of STYLE.md:
// lib → api → live → domain → components → features → routes → app; features never import each
// other; only the demo bootstrap (main.tsx) and tests import the sandbox.
import fs from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import pluginQuery from '@tanstack/eslint-plugin-query';

const features = fs.existsSync('src/features') ? fs.readdirSync('src/features') : [];
const layer = (...names) => names.flatMap((n) => [`@/${n}`, `@/${n}/*`, `**/${n}/*`]);
// One decimal core, src/domain/decimal/ (parse, compare, arithmetic, rounding, formatting): only its
// decimal.ts imports decimal.js, for the app and for the sandbox (which shares the core). Part of
// every layer rule, because a later no-restricted-imports entry replaces an earlier one.
const rawDecimal = {
  name: 'decimal.js',
  message: 'Use the decimal core: @/domain/decimal/decimal (Decimal), exact, format.',
};
const restrict = (patterns, message, { decimal = true } = {}) => ({
  'no-restricted-imports': [
    'error',
    { patterns: [{ group: patterns, message }], paths: decimal ? [rawDecimal] : [] },
  ],
});

const noJsonSchema = {
  selector: "MemberExpression[property.name='toJSONSchema']",
  message: 'zod JSON Schema generation is not part of the build (scripts/vite-zod-without-json-schema.ts).',
};
const noRawSelect = {
  selector: "JSXOpeningElement[name.name='select']",
  message: 'Use Select or SelectField from @/components/form/fields, not a raw <select>.',
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'public',
      'src/routeTree.gen.ts',
      '.tanstack',
      '.scratch',
      'test-results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...pluginQuery.configs['flat/recommended'],
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: { ...globals.node } } },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  { files: ['src/api/**'], rules: { '@typescript-eslint/no-explicit-any': 'error' } },
  { files: ['src/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', { paths: [rawDecimal] }] } },
  // The build leaves zod's JSON Schema generator out (scripts/vite-zod-without-json-schema.ts).
  { files: ['src/**/*.{ts,tsx}'], rules: { 'no-restricted-syntax': ['error', noJsonSchema] } },
  // Form controls come from the kit (components/form/fields.tsx): label, error and aria wiring in
  // one place. (Both selectors: a later block's no-restricted-syntax replaces an earlier one's.)
  {
    files: ['src/**/*.tsx'],
    ignores: ['src/components/**'],
    rules: { 'no-restricted-syntax': ['error', noJsonSchema, noRawSelect] },
  },
  // One idle mechanism: whenIdle in lib/startup.ts (work sliced by the idle deadline, as the
  // assistant's Markdown preparation, reads the deadline itself).
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/startup.ts', 'src/features/assistant/hooks/use-prepare-markdown.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'requestIdleCallback', message: 'Use whenIdle from @/lib/startup.' },
      ],
    },
  },
  // Layers. Lower layers never import upper ones.
  {
    files: ['src/lib/**'],
    rules: restrict(
      layer('api', 'live', 'domain', 'components', 'features', 'routes', 'app', 'sandbox'),
      'lib is the bottom layer.',
    ),
  },
  {
    files: ['src/api/**'],
    rules: restrict(
      layer('live', 'domain', 'components', 'features', 'routes', 'app', 'sandbox'),
      'api may import only lib.',
    ),
  },
  {
    files: ['src/live/**'],
    rules: restrict(
      layer('domain', 'components', 'features', 'routes', 'app', 'sandbox'),
      'live may import only lib and api.',
    ),
  },
  {
    // The domain layer: what the terminal knows about trading, shared by every feature (market
    // phase, …). It builds on lib, api and live, never on UI.
    files: ['src/domain/**'],
    rules: restrict(
      layer('components', 'features', 'routes', 'app', 'sandbox'),
      'domain may import only lib, api and live.',
    ),
  },
  {
    files: ['src/domain/decimal/decimal.ts'],
    rules: restrict(
      layer('components', 'features', 'routes', 'app', 'sandbox'),
      'domain may import only lib, api and live.',
      { decimal: false },
    ),
  },
  {
    files: ['src/components/**'],
    rules: restrict(
      layer('features', 'routes', 'app', 'sandbox'),
      'components are shared: no features, routes, app or sandbox.',
    ),
  },
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**`],
    rules: restrict(
      [
        ...layer('routes', 'app', 'sandbox'),
        ...features.filter((f) => f !== feature).flatMap((f) => layer(`features/${f}`)),
      ],
      'Features never import each other, routes, app or the sandbox: move shared pieces to domain/, components/ or lib/.',
    ),
  })),
  {
    files: ['src/routes/**'],
    rules: restrict(layer('app', 'sandbox'), 'Routes are thin: they import features, api and lib only.'),
  },
  {
    files: ['src/app/**'],
    rules: restrict(layer('sandbox'), 'Only main.tsx loads the sandbox, with a dynamic import in demo mode.'),
  },
  {
    files: ['src/sandbox/**'],
    rules: restrict(
      [
        ...layer('live', 'components', 'features', 'routes', 'app'),
        '@/domain/*',
        '!@/domain/decimal',
        '!@/domain/decimal/*',
      ],
      'The sandbox may import api schemas, lib and the decimal core (domain/decimal) only.',
    ),
  },
);
