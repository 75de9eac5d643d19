import { defineProject } from 'vitest/config'
import { alias } from '../../vitest.shared.ts'

export default defineProject({
  resolve: { alias },
  test: {
    name: 'adapter-solana',
    environment: 'happy-dom',
    include: ['src/**/*.test.ts'],
    // One real local Solana chain for the whole run.
    globalSetup: ['./test/globalSetup.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
})
