import { defineProject } from 'vitest/config'
import { alias } from '../../vitest.shared.ts'

export default defineProject({
  resolve: { alias },
  test: {
    name: 'devstack',
    include: ['src/**/*.test.ts'],
    testTimeout: 30000,
    hookTimeout: 30000,
  },
})
