import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // With a Pages Router page in the app, Next.js types these two as nullable: read them through lib/client/navigation.ts.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'next/navigation',
              importNames: ['usePathname', 'useSearchParams'],
              message: 'Use usePathname and useSearchParams from @/lib/client/navigation (never null in the App Router).',
            },
            {
              name: 'next/link',
              message:
                'Use IntentLink from @/components/ui/intent-link: it prefetches a page once the user shows intent; a plain Link prefetches every page it shows as soon as it is on screen (a server render each).',
            },
          ],
        },
      ],
    },
  },
  // The one place that reads them from next/navigation.
  { files: ['lib/client/navigation.ts', 'components/ui/intent-link.tsx'], rules: { 'no-restricted-imports': 'off' } },
  globalIgnores([
    '.next/**',
    '.next-*/**',
    'out/**',
    'build/**',
    'next-env.d.ts',
    'coverage/**',
    'test-results/**',
    'playwright-report/**',
    'bench/.tmp/**',
    'upstream/data/**',
  ]),
]);
