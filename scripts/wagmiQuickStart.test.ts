import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'

// The README's "Already on wagmi" section is what apps/examples/wagmi runs (e2e/tests/wagmi.spec.ts
// tests that app on wagmi 2 and wagmi 3): its code block is the example's quick-start part, as is.
const root = join(import.meta.dirname, '..')

test('the README’s wagmi quick start is the example’s code', () => {
  const main = readFileSync(join(root, 'apps/examples/wagmi/src/main.tsx'), 'utf8')
  const [, afterStart] = main.split('// ---- README "Already on wagmi" ----\n')
  const example = afterStart?.split('// ---- end of README ----')[0]?.trim()
  expect(example).toBeTruthy()
  const readme = readFileSync(join(root, 'README.md'), 'utf8')
  const section = readme.split('## Already on wagmi')[1]?.split('\n## ')[0]
  const block = section?.match(/```tsx\n([\s\S]*?)```/)?.[1]?.trim()
  expect(block).toBe(example)
})
