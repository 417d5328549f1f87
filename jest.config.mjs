// @ts-check
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/**
 * Two projects: plain Node for lib/, middleware and the reference upstream;
 * jsdom for React components. Tests live beside the code (*.test.ts[x]).
 */
const shared = {
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1', '^server-only$': '<rootDir>/test/server-only-stub.ts' },
};

export default async function config() {
  const node = await createJestConfig({
    ...shared,
    displayName: 'node',
    testEnvironment: 'node',
    setupFilesAfterEnv: ['<rootDir>/test/setup-node.ts'],
    testMatch: ['<rootDir>/{lib,upstream,app,scripts,bench}/**/*.test.ts', '<rootDir>/middleware.test.ts'],
  })();
  const dom = await createJestConfig({
    ...shared,
    displayName: 'dom',
    testEnvironment: 'jsdom',
    setupFilesAfterEnv: ['<rootDir>/test/setup-dom.ts'],
    testMatch: ['<rootDir>/{components,app,lib}/**/*.test.tsx'],
  })();
  // Every core: the default (cores - 1) is one worker on a 2-core CI machine, and
  // the suites are independent (each upstream test has its own database).
  return { projects: [node, dom], maxWorkers: '100%', testPathIgnorePatterns: ['/node_modules/', '/e2e/', '/.next'] };
}
