import { fileURLToPath } from 'node:url'
import { defineProject } from 'vitest/config'
import { alias } from '../../vitest.shared.ts'

// The same tests on wagmi 2: @wagmi/core resolves to the second install, @wagmi/core-v2
// (npm:@wagmi/core@2.x), for the package's sources and the tests alike.
const wagmi2 = fileURLToPath(
  new URL('../../node_modules/@wagmi/core-v2/dist/esm/exports/index.js', import.meta.url),
)

export default defineProject({
  resolve: { alias: { ...alias, '@wagmi/core': wagmi2 } },
  test: {
    name: 'wagmi@2',
    environment: 'happy-dom',
    include: ['src/**/*.test.ts'],
    // wagmi's React package is installed at 3 only: the server-rendering test runs on wagmi 3.
    exclude: ['src/exports/**', 'src/**/*.test.tsx'],
    globalSetup: ['../adapter-evm/test/globalSetup.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
})
