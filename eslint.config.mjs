// Lint rules of the house. The layer rule keeps imports pointing down:
// app → features / api → commerce → platform (ARCHITECTURE.md, rule 1). src/server is the composition root of the
// background work (outbox topics): it sits above the contexts beside app, and only scripts import it.
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const layer = (name, forbidden, extra = []) => ({
  files: [`src/${name}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...forbidden.map((upper) => ({
            regex: `^(@/${upper}/|(\\.\\./)+${upper}/)`,
            message: `src/${name} sits below src/${upper}: imports point down the layers only (ARCHITECTURE.md rule 1).`,
          })),
          ...extra,
        ],
      },
    ],
  },
});

// Demo data (seeded catalog, its drawings, the relevance set judged on it) sits beside the layers, not in them: it
// writes through commerce, and only the scripts, the benches and the media route that draws product pictures use it.
const noDemo = [
  { regex: '^(@/demo/|(\\.\\./)+demo/)', message: 'src/demo is demo data: only scripts, benches and the media route import it (decision 0022).' },
];

const noFramework = [
  { regex: '^(next|next/.*|react|react-dom|react/.*)$', message: 'src/commerce and src/demo run outside React and Next.js: no framework imports.' },
];

// Decision 0005: both loaders cost 1.5 kB gzip on every page that uses them; clientOnly and an inline <script> do
// the same with React's own lazy and the HTML parser.
const noNextLoaders = [
  { regex: '^next/dynamic$', message: 'Use clientOnly from @/features/shared/lazy/client-only (decision 0005).' },
  { regex: '^next/script$', message: 'Use an inline <script> (decision 0005).' },
];

// SWR reads go through useClientData / useJson (src/features/shared/client-data/use-client-data.ts): they carry the
// house's timings, so no provider is needed, and SWR stays out of every page's first load (decision 0076).
const houseSwr = [
  {
    regex: '^swr$',
    importNames: ['default', 'SWRConfig', 'useSWRConfig'],
    message: 'Read with useClientData or useJson (@/features/shared/client-data/use-client-data); write with SWR\'s global mutate (decision 0076).',
  },
];

const config = [
  { ignores: ['**/*.tmp.mjs', '.next/**', 'bench/support/bare-next/.next/**', 'node_modules/**', 'data/**', 'drizzle/**', 'bench/results/**', 'next-env.d.ts', 'src/features/shared/client-data/generated/**', 'test-results/**', 'playwright-report/**'] },
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  { files: ['scripts/**', 'bench/**', 'tests/**'], rules: { 'no-console': 'off' } },
  // Playwright fixtures call their own `use`, which the React hooks rule mistakes for React's.
  { files: ['tests/e2e/**'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
  layer('platform', ['app', 'features', 'api', 'commerce', 'server'], noDemo),
  layer('commerce', ['app', 'features', 'api', 'server'], [...noFramework, ...noDemo]),
  layer('api', ['app', 'features', 'server'], noDemo),
  layer('features', ['app', 'api', 'server'], [...noNextLoaders, ...noDemo, ...houseSwr]),
  // src/features/shared holds the plumbing every capability uses (client data, forms, page helpers, session, toast …)
  // and knows none of the capabilities beside it.
  {
    ...layer('features', ['app', 'api', 'server'], [
      ...noNextLoaders,
      ...noDemo,
      { regex: '^@/features/(?!shared/)', message: 'src/features/shared is plumbing: it serves the capabilities and imports none of them.' },
    ]),
    files: ['src/features/shared/**/*.{ts,tsx}'],
  },
  layer('app', ['server'], [...noNextLoaders, ...noDemo, ...houseSwr]),
  // The media route renders the demo's product pictures (src/demo/images).
  { ...layer('app', ['server'], noNextLoaders), files: ['src/app/media/**/*.{ts,tsx}'] },
  layer('demo', ['app', 'features', 'api', 'server'], noFramework),
  layer('server', ['app', 'features', 'api'], [
    { regex: '^(next|next/.*|react|react-dom|react/.*)$', message: 'src/server wires background work: no framework imports.' },
    ...noDemo,
  ]),
];

export default config;
