import { defineProject } from 'vitest/config'
import { alias } from '../../vitest.shared.ts'

export default defineProject({
  resolve: { alias },
  test: {
    name: 'modal-shell',
    environment: 'happy-dom',
    include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
  },
})
