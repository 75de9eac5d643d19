import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { mentions } from './layering.mjs'

// Core, modal-shell and walletconnect name no feature, feature view or chain family
// outside the namespace vocabulary and the network definitions. What is still there is listed in
// layering-baseline.json; this test keeps it from growing, and asks for the list to shrink as
// soon as a file is cleaned (delete its entry, or the names that went).
const baseline: Record<string, string[]> = JSON.parse(
  readFileSync(join(import.meta.dirname, 'layering-baseline.json'), 'utf8'),
)

describe('the shared packages know no feature and no chain family', () => {
  const found = mentions() as Record<string, string[]>

  it('no file names more than the baseline lists (move the knowledge to its feature or adapter)', () => {
    const grown = Object.entries(found).filter(([file, names]) => {
      const allowed = [...(baseline[file] ?? [])]
      return names.some((name) => {
        const i = allowed.indexOf(name)
        if (i < 0) return true
        allowed.splice(i, 1)
        return false
      })
    })
    expect(Object.fromEntries(grown)).toEqual({})
  })

  it('the baseline lists nothing that is gone (shrink layering-baseline.json)', () => {
    expect(found).toEqual(baseline)
  })

  it('sees what it looks for (a file naming a family, a feature view and a feature word)', async () => {
    const { mentionsIn } = await import('./layering.mjs')
    expect(
      mentionsIn(
        "// 'solana' in a comment does not count\nconst a = 'eip155:1'; open('Transactions'); key('gw:email'); ask('personal_sign')",
      ),
    ).toEqual(['eip155', 'email', 'personal_sign', 'Transactions'].sort())
  })
})
