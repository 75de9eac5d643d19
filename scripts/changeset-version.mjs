#!/usr/bin/env node
// `changeset version` with Gangway's peer rule (docs/architecture.md, "Versions and peer ranges"):
// a published package peer-depends on its Gangway siblings at their exact minor (`~0.3.0`),
// because they import `@gangway/core/internal` (and `@gangway/modal-shell/kit`), which promise
// no semver. changesets alone cannot keep that rule on 0.x: a sibling's minor leaves the range
// and changesets answers with a major of every dependent, 0.x → 1.0.0. So, around it:
//   1. each sibling peer range `~M.m.p` is widened to `>=M.m.0 <(M+1).0.0` (changesets then sees
//      a minor as in range),
//   2. the release plan is read and every package whose sibling moves to another minor is given
//      a minor too (a new changeset per package saying which ranges moved), until none is left,
//   3. `changeset version` runs (versions, CHANGELOG.md entries, internal dev ranges),
//   4. each sibling peer range is narrowed again: `~M.m.0` of the sibling's new version where
//      its minor moved, the original range where it did not. This step also runs when 2 or 3
//      fail, so a widened range is never left behind; the changesets added in 2 are removed then.
// Usage: node scripts/changeset-version.mjs [repo root]   (npm run release runs it)
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import getReleasePlanModule from '@changesets/get-release-plan'
import semver from 'semver'
import { publicPackages } from './publicPackages.mjs'

// The package is CommonJS with `exports.default`.
const getReleasePlan = getReleasePlanModule.default ?? getReleasePlanModule

/** `~M.m.p` only: the one peer range form between Gangway packages. */
const EXACT_MINOR = /^~(\d+)\.(\d+)\.(\d+)$/

export class PeerRangeError extends Error {
  name = 'PeerRangeError'
}

/** Sibling peer edges `{ dir, name, dep, range }` of the public packages under `root`. */
export function siblingPeers(root) {
  const packages = publicPackages(root)
  const names = new Set(packages.map(({ pkg }) => pkg.name))
  const edges = []
  for (const { dir, pkg } of packages)
    for (const [dep, range] of Object.entries(pkg.peerDependencies ?? {})) {
      if (!names.has(dep)) continue
      if (!EXACT_MINOR.test(range))
        throw new PeerRangeError(
          `${pkg.name} peer-depends on ${dep} at "${range}": a Gangway sibling's range must be its exact minor, "~x.y.z" (see docs/architecture.md)`,
        )
      edges.push({ dir, name: pkg.name, dep, range })
    }
  return edges
}

const minorOf = (version) => `${semver.major(version)}.${semver.minor(version)}`
const rangeMinor = (range) => {
  const [, major, minor] = EXACT_MINOR.exec(range)
  return `${major}.${minor}`
}
const widen = (range) => {
  const [, major, minor] = EXACT_MINOR.exec(range)
  return `>=${major}.${minor}.0 <${Number(major) + 1}.0.0`
}

const readManifest = (dir) => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
const writeManifest = (dir, pkg) =>
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`)

function setPeer(dir, dep, range) {
  const pkg = readManifest(dir)
  pkg.peerDependencies[dep] = range
  writeManifest(dir, pkg)
}

const BUMPS = ['none', 'patch', 'minor', 'major']

/**
 * For each package whose sibling peers move to another minor in this release: the new ranges
 * (`[{ dep, range }]`). Such a package is released with at least a minor, which may in turn
 * move its own dependents' ranges (core → modal-shell → the features).
 */
export function peerRangeMoves(edges, releases, currentVersions) {
  const type = new Map(releases.map((r) => [r.name, r.type]))
  const next = new Map(currentVersions)
  for (const r of releases) next.set(r.name, r.newVersion)
  const moves = new Map()
  for (let changed = true; changed; ) {
    changed = false
    for (const { name, dep, range } of edges) {
      if (minorOf(next.get(dep)) === rangeMinor(range)) continue
      const deps = moves.get(name) ?? []
      if (!deps.includes(dep)) moves.set(name, [...deps, dep])
      if (BUMPS.indexOf(type.get(name) ?? 'none') >= BUMPS.indexOf('minor')) continue
      type.set(name, 'minor')
      next.set(name, semver.inc(currentVersions.get(name), 'minor'))
      changed = true
    }
  }
  return new Map(
    [...moves].map(([name, deps]) => [
      name,
      deps.map((dep) => ({ dep, range: `~${minorOf(next.get(dep))}.0` })),
    ]),
  )
}

export async function versionPackages(root) {
  const edges = siblingPeers(root)
  const original = edges.map((e) => ({ ...e }))
  const added = []
  let done = false
  try {
    for (const { dir, dep, range } of edges) setPeer(dir, dep, widen(range))
    const plan = await getReleasePlan(root)
    const current = new Map(publicPackages(root).map(({ pkg }) => [pkg.name, pkg.version]))
    for (const [name, moves] of peerRangeMoves(original, plan.releases, current)) {
      const file = join(root, '.changeset', `gangway-peers-${name.replace(/^@gangway\//, '')}.md`)
      if (existsSync(file)) throw new PeerRangeError(`${file} exists already`)
      writeFileSync(
        file,
        `---\n'${name}': minor\n---\n\nRequires ${moves.map(({ dep, range }) => `\`${dep}\` ${range}`).join(' and ')}: a Gangway package peer-depends on the exact minor of the siblings whose internal entry points it imports.\n`,
      )
      added.push(file)
    }
    const bin = createRequire(import.meta.url).resolve('@changesets/cli/bin.js')
    execFileSync(process.execPath, [bin, 'version'], { cwd: root, stdio: 'inherit' })
    done = true
  } finally {
    // Narrow every widened range again, whatever happened above.
    const versions = new Map(publicPackages(root).map(({ pkg }) => [pkg.name, pkg.version]))
    for (const { dir, dep, range } of original) {
      const version = versions.get(dep)
      setPeer(dir, dep, minorOf(version) === rangeMinor(range) ? range : `~${minorOf(version)}.0`)
    }
    if (!done) for (const file of added) rmSync(file, { force: true })
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  await versionPackages(resolve(process.argv[2] ?? join(import.meta.dirname, '..')))
