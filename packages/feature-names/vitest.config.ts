import { defineProject } from 'vitest/config'
import { alias } from '../../vitest.shared.ts'

export default defineProject({
  resolve: { alias },
  test: {
    name: 'feature-names',
    environment: 'happy-dom',
    setupFiles: ['../../tools/testkit/src/domSetup.ts'],
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    // One real dev chain and one service emulator for the whole run.
    globalSetup: ['./test/globalSetup.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
})
