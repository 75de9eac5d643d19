import { defineProject } from 'vitest/config'

// Tests of the repo's own release and check scripts (root is this folder).
export default defineProject({
  test: { name: 'scripts', include: ['*.test.ts'], testTimeout: 30000 },
})
