import { defineProject } from 'vitest/config'
import { alias } from '../../vitest.shared.ts'

// wagmi 3 (the version installed as @wagmi/core); vitest.wagmi2.config.ts runs the same tests
// on the wagmi 2 install.
export default defineProject({
  resolve: { alias },
  test: {
    name: 'wagmi@3',
    environment: 'happy-dom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    setupFiles: ['../../tools/testkit/src/domSetup.ts'],
    // One real dev chain (two anvil nodes) for the whole run.
    globalSetup: ['../adapter-evm/test/globalSetup.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
})
