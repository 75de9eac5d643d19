// `changeset version` on a copy of the repo's manifests and pending changesets: every public
// package stays on 0.x and the peer ranges between them still hold (a core minor must not
// major-bump its dependents to 1.0.0, nor leave them peer-depending on a core that no longer fits).
import { execFile } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import semver from 'semver'
import { afterAll, beforeAll, expect, test } from 'vitest'

type Manifest = {
  name: string
  version: string
  private?: boolean
  workspaces?: string[]
  dependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
  devDependencies?: Record<string, string>
}

const repo = join(import.meta.dirname, '..')
const readJson = (file: string): Manifest => JSON.parse(readFileSync(file, 'utf8'))

/** Workspace folders (relative) that hold a package.json, from the root `workspaces` globs. */
function workspaceDirs(root: string): string[] {
  const globs = readJson(join(root, 'package.json')).workspaces ?? []
  return globs.flatMap((glob) => {
    if (!glob.endsWith('/*')) return existsSync(join(root, glob, 'package.json')) ? [glob] : []
    const parent = glob.slice(0, -2)
    return readdirSync(join(root, parent))
      .map((dir) => `${parent}/${dir}`)
      .filter((dir) => existsSync(join(root, dir, 'package.json')))
  })
}

let temp: string
let before: Map<string, Manifest>
let after: Map<string, Manifest>
let output: string
let afterNext: Map<string, Manifest>
let nextOutput: string

beforeAll(async () => {
  temp = mkdtempSync(join(tmpdir(), 'gangway-changeset-version-'))
  const dirs = workspaceDirs(repo)
  cpSync(join(repo, 'package.json'), join(temp, 'package.json'))
  for (const dir of dirs) {
    mkdirSync(join(temp, dir), { recursive: true })
    cpSync(join(repo, dir, 'package.json'), join(temp, dir, 'package.json'))
  }
  cpSync(join(repo, '.changeset'), join(temp, '.changeset'), { recursive: true })
  // The changelog generator named in config.json resolves from the copy's node_modules.
  symlinkSync(join(repo, 'node_modules'), join(temp, 'node_modules'), 'dir')
  const read = () =>
    new Map(dirs.map((dir) => [dir, readJson(join(temp, dir, 'package.json'))] as const))
  before = read()
  // No git repo needed: with `commit: false` the default changelog only reads the changesets.
  const bin = join(repo, 'node_modules', '@changesets', 'cli', 'bin.js')
  const result = await promisify(execFile)(process.execPath, [bin, 'version'], {
    cwd: temp,
    env: { ...process.env, CI: '1', FORCE_COLOR: '0' },
  })
  output = result.stdout + result.stderr
  after = read()
  // A later release: a core minor alone, on top of the versions just made.
  writeFileSync(
    join(temp, '.changeset', 'next-core-minor.md'),
    "---\n'@gangway/core': minor\n---\n\nAdded something.\n",
  )
  const next = await promisify(execFile)(process.execPath, [bin, 'version'], {
    cwd: temp,
    env: { ...process.env, CI: '1', FORCE_COLOR: '0' },
  })
  nextOutput = next.stdout + next.stderr
  afterNext = read()
})

afterAll(() => {
  if (temp) rmSync(temp, { recursive: true, force: true })
})

const publicDirs = () => [...before].filter(([, pkg]) => !pkg.private).map(([dir]) => dir)
const versionOf = (name: string) => [...after.values()].find((pkg) => pkg.name === name)?.version

test('sees every workspace range as valid (an invalid one drops the edge from its graph)', () => {
  expect(output).not.toMatch(/must depend on the current version/)
})

test('applies every pending changeset', () => {
  console.log(
    [...after.values()]
      .filter((pkg) => !pkg.private)
      .map(
        (pkg) => `${pkg.name}@${pkg.version} peers ${JSON.stringify(pkg.peerDependencies ?? {})}`,
      )
      .join('\n'),
  )
  const left = readdirSync(join(temp, '.changeset')).filter(
    (file) => file.endsWith('.md') && file !== 'README.md',
  )
  expect(left, output).toEqual([])
})

test('every public package ends on 0.x, none at 1.0.0', () => {
  expect(publicDirs().length).toBeGreaterThan(0)
  for (const dir of publicDirs()) {
    const { name, version } = after.get(dir)!
    expect(semver.major(version), `${name}@${version}\n${output}`).toBe(0)
    expect(semver.gt(version, before.get(dir)!.version), `${name} was not released`).toBe(true)
  }
})

test('peer ranges on workspace packages include the new versions', () => {
  const checked: string[] = []
  for (const pkg of after.values()) {
    for (const [dep, range] of Object.entries(pkg.peerDependencies ?? {})) {
      const version = versionOf(dep)
      if (!version) continue
      checked.push(`${pkg.name} → ${dep}`)
      expect(
        semver.satisfies(version, range),
        `${pkg.name} peer ${dep}@${range} vs ${version}`,
      ).toBe(true)
    }
  }
  expect(checked).toEqual(
    expect.arrayContaining([
      '@gangway/adapter-evm → @gangway/core',
      '@gangway/walletconnect → @gangway/core',
      '@gangway/modal-shell → @gangway/core',
      '@gangway/feature-history → @gangway/core',
      '@gangway/feature-history → @gangway/modal-shell',
    ]),
  )
})

test('no public package lists a workspace package it peer-depends on as a dependency', () => {
  for (const dir of publicDirs()) {
    const pkg = after.get(dir)!
    for (const dep of Object.keys(pkg.dependencies ?? {}))
      expect(
        versionOf(dep) === undefined || !pkg.peerDependencies?.[dep],
        `${pkg.name}: ${dep}`,
      ).toBe(true)
    if (pkg.name !== '@gangway/core')
      expect(
        pkg.dependencies?.['@gangway/core'],
        `${pkg.name} bundles its own core`,
      ).toBeUndefined()
  }
})

test('workspace devDependencies follow the new versions; private packages keep theirs', () => {
  for (const [dir, pkg] of after) {
    for (const [dep, range] of Object.entries(pkg.devDependencies ?? {})) {
      const version = versionOf(dep)
      if (version && !after.get(workspaceDirOf(dep))?.private)
        expect(semver.satisfies(version, range), `${pkg.name} dev ${dep}@${range}`).toBe(true)
    }
    if (pkg.private) expect(pkg.version, pkg.name).toBe(before.get(dir)!.version)
  }
})

function workspaceDirOf(name: string): string {
  return [...after].find(([, pkg]) => pkg.name === name)![0]
}

test('a later core minor leaves its dependents on their versions, in range', () => {
  const core = (versions: Map<string, Manifest>) =>
    [...versions.values()].find((pkg) => pkg.name === '@gangway/core')!.version
  expect(semver.diff(core(after), core(afterNext)), nextOutput).toBe('minor')
  for (const [dir, pkg] of afterNext) {
    if (pkg.private || pkg.name === '@gangway/core') continue
    // Peer dependents are not released at all (the core is in their range); never a major.
    expect(pkg.version, `${pkg.name}\n${nextOutput}`).toBe(after.get(dir)!.version)
    const range = pkg.peerDependencies?.['@gangway/core']
    if (range) expect(semver.satisfies(core(afterNext), range), `${pkg.name} ${range}`).toBe(true)
  }
})
