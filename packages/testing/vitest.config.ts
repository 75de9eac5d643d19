import { defineProject } from 'vitest/config'
import { alias } from '../../vitest.shared.ts'

export default defineProject({
  resolve: { alias },
  test: {
    name: 'testing',
    include: ['src/**/*.test.ts'],
    // Builds dist/browser/ (the prebuilt wallet scripts the Node side reads) from the sources.
    globalSetup: ['./test/globalSetup.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
})
