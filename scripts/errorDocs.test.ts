import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { publicPackages } from './publicPackages.mjs'

// Every error class a published entry point exports has a page, docs/errors/<name>.md, and its
// `docsPath` (`/errors/<name>`, which `message` prints as its Docs line) points at that page.
const root = join(import.meta.dirname, '..')
const docs = join(root, 'docs')

/** Each published entry point's source (`./dist/esm/x.js` → `src/exports/x.ts`). */
function entrySources(): string[] {
  return publicPackages(root).flatMap(({ dir, pkg }) =>
    Object.values(pkg.exports as Record<string, string | { default?: string }>)
      .map((target) => (typeof target === 'string' ? target : target.default))
      .filter((target): target is string => !!target?.match(/^\.\/dist\/esm\/.+\.js$/))
      .map((target) => join(dir, 'src/exports', `${target.slice('./dist/esm/'.length, -3)}.ts`)),
  )
}

type ErrorClass = new (...args: unknown[]) => Error & { docsPath?: string }

async function exportedErrorClasses(): Promise<Map<string, ErrorClass>> {
  const found = new Map<string, ErrorClass>()
  for (const file of entrySources()) {
    const module: Record<string, unknown> = await import(file)
    for (const [name, value] of Object.entries(module))
      if (typeof value === 'function' && value.prototype instanceof Error)
        found.set(name, value as ErrorClass)
  }
  return found
}

/** One instance of each class, made with arguments of the usual shapes. */
function instance(Class: ErrorClass): Error & { docsPath?: string } {
  for (const args of [[], ['x'], ['x', 'y'], [['x']], [1, 'x']])
    try {
      return new Class(...args)
    } catch {}
  throw new Error(`${Class.name}: no arguments build it`)
}

/** Every `export class X extends …` of the packages' sources, with the name it gives itself. */
function declaredErrorClasses(): { file: string; className: string; name: string | undefined }[] {
  const found: { file: string; className: string; name: string | undefined }[] = []
  for (const pkg of readdirSync(join(root, 'packages'))) {
    const src = join(root, 'packages', pkg, 'src')
    if (!existsSync(src)) continue
    for (const entry of readdirSync(src, { recursive: true, encoding: 'utf8' })) {
      if (!/\.tsx?$/.test(entry) || /\.test(-d)?\.tsx?$/.test(entry)) continue
      const file = join(src, entry)
      const text = readFileSync(file, 'utf8')
      for (const match of text.matchAll(
        /^export class (\w+) extends [\s\S]*?(?=^export |^\/\*\*|$(?![\s\S]))/gm,
      )) {
        const body = match[0]
        const name =
          /^\s*override name(?:: string)? = '(\w+)'/m.exec(body)?.[1] ??
          /extends defineError\(\s*'(\w+)'/.exec(body)?.[1]
        found.push({ file: file.slice(root.length + 1), className: match[1] as string, name })
      }
    }
  }
  return found
}

describe('error pages (docs/errors)', async () => {
  const classes = await exportedErrorClasses()

  it('finds the exported error classes of every published package (at least core, siwx and testing ones)', () => {
    expect(classes.size).toBeGreaterThan(70)
    for (const name of ['BaseError', 'ConfigError', 'SiwxConfigError', 'GangwayTestingError'])
      expect([...classes.keys()]).toContain(name)
  })

  it.each([...(await exportedErrorClasses()).entries()])(
    '%s has a docsPath naming its class, and its page exists',
    (exportName, Class) => {
      const error = instance(Class)
      // A plain BaseError is named 'GangwayError'; every other class is named as it is exported.
      expect(error.name).toBe(exportName === 'BaseError' ? 'GangwayError' : exportName)
      expect(error.docsPath).toBe(`/errors/${error.name}`)
      const page = join(docs, `${error.docsPath}.md`)
      expect(existsSync(page), `${page} is missing`).toBe(true)
      const text = readFileSync(page, 'utf8')
      expect(text.split('\n')[0]).toBe(`# ${error.name}`)
      for (const section of ['## What it means', '## When it is thrown', '## What to do'])
        expect(text, `${page}: ${section}`).toContain(section)
    },
  )

  it('every error class of the sources, exported or not, names itself after its class and has its page', () => {
    const declared = declaredErrorClasses()
    expect(declared.length).toBeGreaterThan(85)
    const wrong = declared.filter(({ className, name }) =>
      className === 'BaseError' ? name !== 'GangwayError' : name !== className,
    )
    expect(wrong).toEqual([])
    const missing = declared.filter(({ name }) => !existsSync(join(docs, 'errors', `${name}.md`)))
    expect(missing).toEqual([])
  })

  it('every page is an error class of the sources (no page for a class that is gone), and the index lists each', () => {
    const names = new Set(declaredErrorClasses().map(({ name }) => name))
    const pages = readdirSync(join(docs, 'errors'))
      .filter((file) => file !== 'README.md')
      .map((file) => file.replace(/\.md$/, ''))
    expect(pages.filter((page) => !names.has(page))).toEqual([])
    const index = readFileSync(join(docs, 'errors/README.md'), 'utf8')
    expect([...names].filter((name) => !index.includes(`](${name}.md)`))).toEqual([])
  })

  it("a Gangway error's message prints its page", () => {
    const error = instance(classes.get('ConfigError') as ErrorClass)
    expect(error.message).toContain(
      'Docs: https://github.com/gangway-dev/gangway/blob/main/docs/errors/ConfigError.md',
    )
  })
})
