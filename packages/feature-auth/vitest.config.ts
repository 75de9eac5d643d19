import { defineProject } from 'vitest/config'
import { alias } from '../../vitest.shared.ts'

export default defineProject({
  resolve: { alias },
  test: {
    name: 'feature-auth',
    environment: 'happy-dom',
    testTimeout: 30_000,
    setupFiles: ['../../tools/testkit/src/domSetup.ts'],
    // The login frame is never fetched in unit tests: they play the frame's part.
    environmentOptions: { happyDOM: { settings: { disableIframePageLoading: true } } },
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
  },
})
