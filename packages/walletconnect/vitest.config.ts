import { defineProject } from 'vitest/config'
import { alias } from '../../vitest.shared.ts'

export default defineProject({
  resolve: { alias },
  test: {
    name: 'walletconnect',
    // Node: the sign client, the relay and the remote wallet are real. DOM tests opt in per file.
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // One real dev chain (two anvil nodes) for the whole run; each file starts its own relay.
    globalSetup: ['./test/globalSetup.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
})
