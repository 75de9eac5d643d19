import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

// docs/configuration.md is hand-written; this keeps it true to the option types. Each section
// names its type in a comment (`<!-- options: <file> <Type> -->`) above a table whose rows start
// with the option's name in backticks. The TypeScript compiler reads the type's properties
// (intersections included): every property has a row and every row is a property.
const root = join(import.meta.dirname, '..')
const page = readFileSync(join(root, 'docs/configuration.md'), 'utf8')

/** The option types the page must document: createModal's, its services, and every factory's. */
const required = [
  'packages/core/src/config/types.ts ModalConfig',
  'packages/core/src/config/types.ts ServiceUrls',
  'packages/modal-shell/src/createModal/createModal.ts CreateModalOptions',
  'packages/adapter-evm/src/types.ts EvmAdapterOptions',
  'packages/adapter-solana/src/types.ts SolanaAdapterOptions',
  'packages/adapter-bitcoin/src/types.ts BitcoinAdapterOptions',
  'packages/walletconnect/src/types.ts WalletConnectOptions',
  'packages/feature-auth/src/authFeature.ts AuthFeatureOptions',
  'packages/feature-history/src/historyFeature.ts HistoryFeatureOptions',
  'packages/feature-names/src/namesFeature.ts NamesFeatureOptions',
  'packages/feature-onramp/src/onrampFeature.ts OnrampFeatureOptions',
  'packages/feature-send/src/sendFeature.ts SendFeatureOptions',
  'packages/feature-siwx/src/siwxFeature.ts SiwxFeatureOptions',
  'packages/feature-swap/src/swapFeature.ts SwapFeatureOptions',
]

type Section = { marker: string; file: string; type: string; rows: string[][] }

/** The page's sections: each marker and the rows of the table under it (cells, trimmed). */
function sections(markdown: string): Section[] {
  const parts = markdown.split(/^<!-- options: (\S+) (\w+) -->$/m)
  const found: Section[] = []
  for (let i = 1; i < parts.length; i += 3) {
    const [file, type, body] = [parts[i], parts[i + 1], parts[i + 2]] as [string, string, string]
    const rows = body
      .split('\n')
      .filter((line) => /^\| `/.test(line))
      .map((line) =>
        line
          .slice(1, -1)
          .split(/(?<!\\)\|/)
          .map((cell) => cell.trim()),
      )
    found.push({ marker: `${file} ${type}`, file, type, rows })
  }
  return found
}

/** The property names of an exported type alias or interface, as the type checker sees them. */
function optionNames(program: ts.Program, file: string, type: string): string[] {
  const source = program.getSourceFile(join(root, file))
  if (!source) throw new Error(`${file} is not in the program`)
  const declaration = source.statements.find(
    (s): s is ts.TypeAliasDeclaration | ts.InterfaceDeclaration =>
      (ts.isTypeAliasDeclaration(s) || ts.isInterfaceDeclaration(s)) && s.name.text === type,
  )
  if (!declaration) throw new Error(`${file} declares no ${type}`)
  const checker = program.getTypeChecker()
  return checker
    .getPropertiesOfType(checker.getTypeAtLocation(declaration.name))
    .map((p) => p.name)
    .sort()
}

describe('docs/configuration.md matches the option types', () => {
  const found = sections(page)
  const config = ts.parseJsonConfigFileContent(
    ts.readConfigFile(join(root, 'tsconfig.base.json'), ts.sys.readFile).config,
    ts.sys,
    root,
  )
  const program = ts.createProgram({
    rootNames: found.map((s) => join(root, s.file)),
    options: { ...config.options, noEmit: true },
  })

  it('has a section for createModal, its services, its second argument and every factory', () => {
    expect(found.map((s) => s.marker).sort()).toEqual([...required].sort())
  })

  it.each(found.map((s) => [s.marker, s] as const))(
    '%s: one row per option, no row for an option that does not exist',
    (_, { file, type, rows }) => {
      const documented = rows.map((cells) => /^`(\w+)`$/.exec(cells[0] ?? '')?.[1] ?? cells[0])
      expect([...documented].sort()).toEqual(optionNames(program, file, type))
      expect(new Set(documented).size).toBe(documented.length)
    },
  )

  it.each(found.map((s) => [s.marker, s] as const))(
    '%s: every row gives a type, a default and what it does',
    (_, { rows }) => {
      for (const cells of rows) {
        expect(cells, cells[0]).toHaveLength(4)
        for (const cell of cells) expect(cell, cells[0]).not.toBe('')
      }
    },
  )

  it('sees a missing and an unknown option (the check can fail)', () => {
    const [modal] = sections(
      '<!-- options: packages/core/src/config/types.ts ServiceUrls -->\n| option | type | default | what |\n| --- | --- | --- | --- |\n| `walletList` | `string` | x | y |\n| `frame` | `string` | x | y |\n',
    )
    const documented = modal?.rows.map((cells) => cells[0]) ?? []
    expect(documented).toEqual(['`walletList`', '`frame`'])
    expect(optionNames(program, 'packages/core/src/config/types.ts', 'ServiceUrls')).not.toEqual([
      'frame',
      'walletList',
    ])
  })
})
