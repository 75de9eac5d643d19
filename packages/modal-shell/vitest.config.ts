import { defineProject } from 'vitest/config'
import { alias } from '../../vitest.shared.ts'

export default defineProject({
  resolve: { alias },
  test: {
    name: 'modal-shell',
    environment: 'happy-dom',
    testTimeout: 30_000,
    include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
    setupFiles: ['../../tools/testkit/src/domSetup.ts', './src/test/setup.ts'],
    // Type tests (*.test-d.ts) run with `vitest run`, checked by tsc against this package.
    typecheck: { enabled: true, include: ['src/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
  },
})
