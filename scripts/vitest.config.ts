import { defineProject } from 'vitest/config'
import { alias } from '../vitest.shared.ts'

// Tests of the repo's own release and check scripts (root is this folder). Workspace packages
// resolve to their sources (errorDocs.test.ts imports every published entry point).
export default defineProject({
  resolve: { alias },
  // One module graph for all of its files in a worker: see packages/core/vitest.config.ts.
  test: { name: 'scripts', include: ['*.test.ts'], testTimeout: 30000, isolate: false },
})
