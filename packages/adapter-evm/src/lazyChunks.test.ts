import { readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/*
 * The adapter's lazy chunks (actions/onDemand.ts, actions/ens.ts) import only plain viem
 * utilities. Importing one of viem's actions, ABI encoders, typed-data helpers or error classes
 * there, which the host's first chunk also has (through createPublicClient), made Vite 8 split
 * viem's shared modules into extra files loaded before interaction (2.7 KiB gzip and
 * 5 more files for the quick start). The ENS chunk imports nothing from core either (one more
 * split file). `npm test`'s host-size check measures the effect; this names the cause.
 */

const SRC = dirname(fileURLToPath(import.meta.url))
const ALLOWED: Record<string, string[]> = {
  viem: ['getAddress', 'formatUnits', 'parseUnits', 'numberToHex'],
  'viem/ens': ['normalize'],
}
const IMPORT = /^import\s+(type\s+)?(?:\{([^}]*)\}|\*\s+as\s+\w+|\w+)\s+from\s+'([^']+)'/gm
const EXPORT_FROM = /^export\s+(?:type\s+)?\{[^}]*\}\s+from\s+'([^']+)'/gm

type ValueImport = { file: string; from: string; names: string[] }

/** Every value import of the modules a chunk's entry reaches through relative imports. */
function valueImports(entry: string): ValueImport[] {
  const seen = new Set<string>()
  const found: ValueImport[] = []
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    const code = readFileSync(file, 'utf8')
    const local = (from: string) => visit(join(dirname(file), from.replace(/\.js$/, '.ts')))
    for (const [, typeOnly, names = '', from] of code.matchAll(IMPORT)) {
      if (!from || typeOnly) continue
      const values = names
        .split(',')
        .map((n) => n.trim())
        .filter((n) => n && !n.startsWith('type '))
        .map((n) => n.split(/\s+as\s+/)[0] as string)
      if (from.startsWith('.')) local(from)
      else if (values.length || !names)
        found.push({ file: relative(SRC, file), from, names: values })
    }
    for (const [, from] of code.matchAll(EXPORT_FROM)) {
      if (!from) continue
      if (from.startsWith('.')) local(from)
      else found.push({ file: relative(SRC, file), from, names: ['(re-export)'] })
    }
  }
  visit(join(SRC, entry))
  return found
}

describe.each(['actions/onDemand.ts', 'actions/ens.ts'])('the lazy chunk %s', (entry) => {
  const imports = valueImports(entry)

  it('reaches the modules it should (the scan follows its imports)', () => {
    expect(imports.some((i) => i.from === 'viem')).toBe(true)
  })

  it("imports from viem only plain utilities, none of viem's actions, ABIs or errors", () => {
    const refused = imports.filter(
      (i) =>
        i.from.startsWith('viem') && !i.names.every((n) => ALLOWED[i.from]?.includes(n) === true),
    )
    expect(refused).toEqual([])
  })
})

it('the ENS chunk imports nothing from core', () => {
  expect(valueImports('actions/ens.ts').filter((i) => i.from.includes('core'))).toEqual([])
})
