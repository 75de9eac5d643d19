import { defineProject } from 'vitest/config'
import { alias } from '../../vitest.shared.ts'

export default defineProject({
  resolve: { alias },
  test: {
    name: 'core',
    environment: 'node',
    // As every other project: vitest's 5 s default is too short for the emulator round trips
    // (paging the wallet list: 5.1 s once with CI's two cores busy).
    testTimeout: 30_000,
    // One module graph for all of this project's files in a worker (Node only, no DOM): each file
    // importing viem, the sign client and the engine afresh cost most of its time (core: 216 s
    // isolated, 27 s not). Tests restore what they stub (vi.unstubAllGlobals) and share no state.
    isolate: false,
    include: ['src/**/*.test.ts'],
    // Type tests (*.test-d.ts) run with `vitest run`, checked by tsc against this package.
    typecheck: { enabled: true, include: ['src/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
  },
})
