import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'

// What users read (the READMEs, published with each package, and docs/) states rules itself: it
// never points to the product spec, which is not published. And its relative links resolve.
const root = join(import.meta.dirname, '..')

const readmes = [
  'README.md',
  ...readdirSync(join(root, 'packages'))
    .map((name) => `packages/${name}/README.md`)
    .filter((path) => existsSync(join(root, path))),
]
const docs = readdirSync(join(root, 'docs'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.md'))
  .map((file) => `docs/${file}`)

/** Lines that cite the spec by section ("spec §6", "Spec §6", "the spec's §9"). */
function specReferences(text: string): string[] {
  return text.split('\n').filter((line) => /\bspec(?:'s)?\s*§/i.test(line))
}

describe('READMEs and docs', () => {
  it('finds what it checks (a spec reference, whatever its case)', () => {
    expect(
      specReferences(
        "a\nfollows spec §6: b\nSpec §9 names\nthe spec's §9 fallbacks\nRFC 6749 §4.1",
      ),
    ).toEqual(['follows spec §6: b', 'Spec §9 names', "the spec's §9 fallbacks"])
  })

  it.each([...readmes, ...docs])('%s cites no spec section', (path) => {
    expect(specReferences(readFileSync(join(root, path), 'utf8'))).toEqual([])
  })

  it.each(docs)('%s: every relative link resolves', (path) => {
    const text = readFileSync(join(root, path), 'utf8')
    const broken = [...text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)]
      .map((match) => match[1] as string)
      .filter((target) => !/^[a-z]+:/.test(target))
      .filter((target) => !existsSync(join(root, dirname(path), target)))
    expect(broken).toEqual([])
  })
})
