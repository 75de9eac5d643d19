// The Node version the install really needs is stated once and holds everywhere: `.nvmrc`, the
// root `engines` (its minimum is the version we promise), every workspace package's `engines`,
// the README, and every package the lock installs (an `engines.node` that excludes our minimum
// fails `npm ci` with engine-strict and may use APIs that Node does not have).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import semver from 'semver'
import { expect, test } from 'vitest'

const repo = join(import.meta.dirname, '..')
const readJson = (file: string) => JSON.parse(readFileSync(join(repo, file), 'utf8'))

type Lock = {
  packages: Record<
    string,
    { version?: string; optional?: boolean; engines?: { node?: string } | string[] }
  >
}

/** The minimum Node version the root `engines` promises (e.g. `>=20.19` → 20.19.0). */
function promisedNode(root: { engines?: { node?: string } }): string {
  const range = root.engines?.node
  if (!range) throw new Error('package.json has no engines.node')
  return semver.minVersion(range)!.version
}

/**
 * Installed packages whose `engines.node` excludes `node`, as `path@version: range`. Packages
 * reached only through optional dependencies are left out: npm skips one whose engines do not
 * fit, even with engine-strict (rollup-plugin-dts's optional @babel/code-frame 8 wants Node 22).
 */
function excludedBy(lock: Lock, node: string): string[] {
  return Object.entries(lock.packages)
    .filter(([path, entry]) => path.includes('node_modules/') && !entry.optional)
    .flatMap(([path, entry]) => {
      // Some old packages write engines as an array of strings; npm ignores those.
      const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node
      return range && !semver.satisfies(node, range, { includePrerelease: true })
        ? [`${path}@${entry.version}: ${range}`]
        : []
    })
}

const root = readJson('package.json')
const minimum = promisedNode(root)

test('.nvmrc names the major of the root engines minimum, and this Node satisfies it', () => {
  const nvmrc = readFileSync(join(repo, '.nvmrc'), 'utf8').trim()
  expect(nvmrc).toMatch(/^\d+$/)
  expect(semver.major(minimum)).toBe(Number(nvmrc))
  expect(semver.satisfies(process.versions.node, root.engines.node), process.version).toBe(true)
})

test("every workspace package's engines agree with the root's", () => {
  const lock = readJson('package-lock.json') as Lock
  const workspaces = Object.keys(lock.packages).filter(
    (path) => path !== '' && !path.includes('node_modules/'),
  )
  expect(workspaces.length).toBeGreaterThan(10)
  for (const dir of workspaces)
    expect(readJson(join(dir, 'package.json')).engines, dir).toEqual(root.engines)
})

test('the README states the same minimum', () => {
  const readme = readFileSync(join(repo, 'README.md'), 'utf8')
  const [major, minor] = minimum.split('.')
  expect(readme).toContain(`Node ${major}.${minor}`)
  expect(readme).not.toMatch(/Node (?!\d+\.\d+)\d+\b/)
})

test('no package the lock installs requires a newer Node than the minimum', () => {
  expect(excludedBy(readJson('package-lock.json') as Lock, minimum)).toEqual([])
})

test('a package that needs a newer Node is caught', () => {
  const lock: Lock = {
    packages: {
      '': {},
      'node_modules/@wallet-standard/base': { version: '1.1.1', engines: { node: '>=22' } },
      'node_modules/a/node_modules/commander': {
        version: '15.0.0',
        engines: { node: '>=22.12.0' },
      },
      'node_modules/ok': { version: '1.0.0', engines: { node: '>=18' } },
      'node_modules/old': { version: '1.0.0', engines: ['node >= 0.4'] },
      'node_modules/skipped': { version: '8.0.6', optional: true, engines: { node: '>=22.18' } },
    },
  }
  expect(excludedBy(lock, '20.19.0')).toEqual([
    'node_modules/@wallet-standard/base@1.1.1: >=22',
    'node_modules/a/node_modules/commander@15.0.0: >=22.12.0',
  ])
})
