// `npm run release`'s versioning (scripts/changeset-version.mjs around `changeset version`) on a
// copy of the repo's manifests, CHANGELOGs and pending changesets: every public package stays on
// 0.x, each changeset's text lands in the CHANGELOG of the packages it names, and the peer ranges
// between Gangway packages are the exact minor of the siblings' new versions (a core minor moves
// its dependents to their next minor, never to 1.0.0, and never leaves them on a core that no
// longer fits).
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
let afterPatch: Map<string, Manifest>
let patchOutput: string
let pending: { file: string; names: string[]; summary: string }[]
let changelogs: Map<string, string>
let nextChangelogs: Map<string, string>
let left: { first: string[]; next: string[] }

const script = join(repo, 'scripts', 'changeset-version.mjs')
const run = async (cwd: string) => {
  const result = await promisify(execFile)(process.execPath, [script, cwd], {
    cwd,
    env: { ...process.env, CI: '1', FORCE_COLOR: '0' },
  })
  return result.stdout + result.stderr
}
const pendingChangesets = (dir: string) =>
  readdirSync(join(dir, '.changeset')).filter((f) => f.endsWith('.md') && f !== 'README.md')

/** A changeset's package names and its text (the lines after the front matter). */
function parseChangeset(text: string): { names: string[]; summary: string } {
  const [, front = '', summary = ''] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text) ?? []
  const names = [...front.matchAll(/^['"]?(@[^'"]+)['"]?:/gm)].map((m) => m[1]!)
  return { names, summary: summary.trim() }
}

beforeAll(async () => {
  temp = mkdtempSync(join(tmpdir(), 'gangway-changeset-version-'))
  const dirs = workspaceDirs(repo)
  cpSync(join(repo, 'package.json'), join(temp, 'package.json'))
  for (const dir of dirs) {
    mkdirSync(join(temp, dir), { recursive: true })
    cpSync(join(repo, dir, 'package.json'), join(temp, dir, 'package.json'))
    if (existsSync(join(repo, dir, 'CHANGELOG.md')))
      cpSync(join(repo, dir, 'CHANGELOG.md'), join(temp, dir, 'CHANGELOG.md'))
  }
  cpSync(join(repo, '.changeset'), join(temp, '.changeset'), { recursive: true })
  pending = pendingChangesets(temp).map((file) => ({
    file,
    ...parseChangeset(readFileSync(join(temp, '.changeset', file), 'utf8')),
  }))
  // The changelog generator named in config.json resolves from the copy's node_modules.
  symlinkSync(join(repo, 'node_modules'), join(temp, 'node_modules'), 'dir')
  const read = () =>
    new Map(dirs.map((dir) => [dir, readJson(join(temp, dir, 'package.json'))] as const))
  const readChangelogs = () =>
    new Map(
      dirs
        .filter((dir) => existsSync(join(temp, dir, 'CHANGELOG.md')))
        .map((dir) => [dir, readFileSync(join(temp, dir, 'CHANGELOG.md'), 'utf8')] as const),
    )
  before = read()
  // No git repo needed: with `commit: false` the default changelog only reads the changesets.
  output = await run(temp)
  after = read()
  changelogs = readChangelogs()
  left = { first: pendingChangesets(temp), next: [] }
  // A later release: a core minor alone, on top of the versions just made.
  writeFileSync(
    join(temp, '.changeset', 'next-core-minor.md'),
    "---\n'@gangway/core': minor\n---\n\nAdded something.\n",
  )
  nextOutput = await run(temp)
  afterNext = read()
  nextChangelogs = readChangelogs()
  left.next = pendingChangesets(temp)
  // And then a patch of one feature alone.
  writeFileSync(
    join(temp, '.changeset', 'next-swap-patch.md'),
    "---\n'@gangway/feature-swap': patch\n---\n\nFixed something.\n",
  )
  patchOutput = await run(temp)
  afterPatch = read()
}, 600_000)

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
  expect(pending.length).toBeGreaterThan(0)
  expect(left.first, output).toEqual([])
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

const coreOf = (versions: Map<string, Manifest>) =>
  [...versions.values()].find((pkg) => pkg.name === '@gangway/core')!.version
const publicNames = () => new Set(publicDirs().map((dir) => before.get(dir)!.name))

/** Every peer range of a public package on another public package, as `name → dep: range`. */
function siblingRanges(versions: Map<string, Manifest>): string[] {
  const names = publicNames()
  return [...versions.values()]
    .filter((pkg) => names.has(pkg.name))
    .flatMap((pkg) =>
      Object.entries(pkg.peerDependencies ?? {})
        .filter(([dep]) => names.has(dep))
        .map(([dep, range]) => `${pkg.name} → ${dep}: ${range}`),
    )
}

test('writes each changeset into the CHANGELOG of every package it names, under the new version', () => {
  let checked = 0
  for (const { file, names, summary } of pending) {
    expect(names.length, file).toBeGreaterThan(0)
    for (const name of names) {
      const dir = workspaceDirOf(name)
      const changelog = changelogs.get(dir)!
      const entry = changelog.slice(changelog.indexOf(`## ${after.get(dir)!.version}`))
      expect(entry, `${file} in ${name}'s CHANGELOG`).toContain(`- ${summary.split('\n')[0]}`)
      checked++
    }
  }
  expect(checked).toBeGreaterThanOrEqual(pending.length)
  for (const dir of publicDirs()) {
    const changelog = changelogs.get(dir)!
    // The file's own heading once, then the release's.
    expect(changelog.match(/^# .*$/gm), dir).toEqual([`# ${after.get(dir)!.name}`])
    expect(changelog, dir).toMatch(new RegExp(`^## ${after.get(dir)!.version}$`, 'm'))
  }
})

test('a Gangway package peer-depends on its siblings at their exact minor: `~0.x.0`', () => {
  const ranges = siblingRanges(after)
  expect(ranges).toEqual(
    expect.arrayContaining([
      '@gangway/modal-shell → @gangway/core: ~0.1.0',
      '@gangway/adapter-evm → @gangway/core: ~0.1.0',
      '@gangway/feature-swap → @gangway/modal-shell: ~0.1.0',
    ]),
  )
  for (const versions of [before, after, afterNext, afterPatch])
    for (const range of siblingRanges(versions)) expect(range).toMatch(/: ~0\.\d+\.0$/)
})

test('a later core minor moves every package that peers on it (and on those) to its next minor, never 1.0.0', () => {
  expect(semver.diff(coreOf(after), coreOf(afterNext)), nextOutput).toBe('minor')
  const moved = new Set<string>()
  for (const [dir, pkg] of afterNext) {
    if (pkg.private || pkg.name === '@gangway/core') continue
    const peers = Object.keys(pkg.peerDependencies ?? {}).filter((dep) => publicNames().has(dep))
    if (peers.length === 0) {
      // No sibling peers (@gangway/testing): not released.
      expect(pkg.version, pkg.name).toBe(after.get(dir)!.version)
      continue
    }
    moved.add(pkg.name)
    expect(semver.diff(after.get(dir)!.version, pkg.version), `${pkg.name}\n${nextOutput}`).toBe(
      'minor',
    )
    expect(semver.major(pkg.version), pkg.name).toBe(0)
    for (const dep of peers)
      expect(pkg.peerDependencies![dep], `${pkg.name} → ${dep}`).toBe(
        `~${semver.major(versionIn(afterNext, dep))}.${semver.minor(versionIn(afterNext, dep))}.0`,
      )
    // The CHANGELOG says why it was released.
    // (core is one of the siblings it names: `Requires \`@gangway/adapter-evm\` ~0.2.0 and …`)
    expect(nextChangelogs.get(dir), pkg.name).toMatch(
      new RegExp(
        `Requires [^\\n]*\`@gangway/core\` ~${semver.major(coreOf(afterNext))}\\.${semver.minor(coreOf(afterNext))}\\.0`,
      ),
    )
  }
  expect([...moved]).toEqual(
    expect.arrayContaining([
      '@gangway/modal-shell',
      '@gangway/feature-swap',
      '@gangway/walletconnect',
    ]),
  )
  // The changesets the script wrote for the moved ranges were applied like the others.
  expect(left.next, nextOutput).toEqual([])
})

test('a later patch of one feature releases that feature alone and moves no range', () => {
  for (const [dir, pkg] of afterPatch) {
    const was = afterNext.get(dir)!
    if (pkg.name === '@gangway/feature-swap')
      expect(semver.diff(was.version, pkg.version), patchOutput).toBe('patch')
    else expect(pkg.version, pkg.name).toBe(was.version)
    expect(pkg.peerDependencies, pkg.name).toEqual(was.peerDependencies)
  }
})

test('refuses a sibling peer range that is not an exact minor, and leaves the manifests as they were', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'gangway-changeset-version-bad-'))
  try {
    const write = (name: string, pkg: object) => {
      mkdirSync(join(dir, 'packages', name), { recursive: true })
      writeFileSync(join(dir, 'packages', name, 'package.json'), JSON.stringify(pkg, null, 2))
    }
    write('core', { name: '@gangway/core', version: '0.1.0' })
    write('modal-shell', {
      name: '@gangway/modal-shell',
      version: '0.1.0',
      peerDependencies: { '@gangway/core': '~0.1.0' },
    })
    write('feature-swap', {
      name: '@gangway/feature-swap',
      version: '0.1.0',
      peerDependencies: { '@gangway/core': '>=0.0.0 <1.0.0' },
    })
    const manifests = () =>
      readdirSync(join(dir, 'packages')).map((name) =>
        readFileSync(join(dir, 'packages', name, 'package.json'), 'utf8'),
      )
    const was = manifests()
    await expect(run(dir)).rejects.toThrow(
      '@gangway/feature-swap peer-depends on @gangway/core at ">=0.0.0 <1.0.0": a Gangway sibling\'s range must be its exact minor, "~x.y.z"',
    )
    expect(manifests()).toEqual(was)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})

test('a release that fails midway leaves no widened range and none of its own changesets', async () => {
  // A changeset naming a package that does not exist: the release plan throws after the
  // ranges were widened.
  writeFileSync(
    join(temp, '.changeset', 'broken.md'),
    "---\n'@gangway/nope': minor\n---\n\nNothing.\n",
  )
  writeFileSync(
    join(temp, '.changeset', 'core-minor-again.md'),
    "---\n'@gangway/core': minor\n---\n\nAgain.\n",
  )
  const was = workspaceDirs(temp).map((dir) =>
    readFileSync(join(temp, dir, 'package.json'), 'utf8'),
  )
  await expect(run(temp)).rejects.toThrow(/@gangway\/nope/)
  expect(
    workspaceDirs(temp).map((dir) => readFileSync(join(temp, dir, 'package.json'), 'utf8')),
  ).toEqual(was)
  expect(pendingChangesets(temp).sort()).toEqual(['broken.md', 'core-minor-again.md'])
})

function versionIn(versions: Map<string, Manifest>, name: string): string {
  return [...versions.values()].find((pkg) => pkg.name === name)!.version
}
