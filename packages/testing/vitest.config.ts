import { defineProject } from 'vitest/config'
import { alias } from '../../vitest.shared.ts'

export default defineProject({
  resolve: { alias },
  test: {
    name: 'testing',
    // One module graph for all of this project's files in a worker (Node only, no DOM): each file
    // importing viem, the sign client and the engine afresh cost most of its time (core: 216 s
    // isolated, 27 s not). Tests restore what they stub (vi.unstubAllGlobals) and share no state.
    isolate: false,
    include: ['src/**/*.test.ts'],
    // Builds dist/browser/ (the prebuilt wallet scripts the Node side reads) from the sources.
    globalSetup: ['./test/globalSetup.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
})
