import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      // @gangway/wagmi's tests again, on the wagmi 2 install.
      'packages/wagmi/vitest.wagmi2.config.ts',
      'tools/*/vitest.config.ts',
      'scripts/vitest.config.ts',
    ],
  },
})
