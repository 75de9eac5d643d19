import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { expect, test } from 'vitest'

// Every package's tests pass from its own folder (`npm test` there, or turbo) as well
// as from the root. Vitest's working directory is the root in one case and the package in the
// other, so a test may not depend on it: paths come from import.meta.dirname, never from
// process.cwd() or a bare relative path handed to the file system or a bundler.
const root = join(import.meta.dirname, '..')
const CWD_DEPENDENT = [
  /process\.cwd\(\)/,
  /(readFileSync|existsSync|readdirSync|statSync|writeFileSync)\(\s*['"`]\.{0,2}\/?(packages|tools|apps|e2e|src|test)\//,
  /(entryPoints|absWorkingDir|outdir|root)\s*:\s*\[?\s*['"`](packages|tools|apps|src)\//,
]

function* testFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* testFiles(path)
    else if (/\.test\.tsx?$|[/\\]test[/\\].*\.ts$/.test(path)) yield path
  }
}

test('no package test depends on the directory vitest runs in', () => {
  const offenders: string[] = []
  for (const top of ['packages', 'tools']) {
    for (const pkg of readdirSync(join(root, top))) {
      for (const file of testFiles(join(root, top, pkg))) {
        const text = readFileSync(file, 'utf8')
        for (const rule of CWD_DEPENDENT) {
          if (rule.test(text)) offenders.push(`${relative(root, file)}: ${rule}`)
        }
      }
    }
  }
  expect(offenders).toEqual([])
})
