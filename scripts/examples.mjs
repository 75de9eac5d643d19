#!/usr/bin/env node
// The example host apps (apps/examples/*), installed the way a new user installs Gangway: each
// Gangway package it names is `npm pack`ed from its build and installed from the tarball into a
// copy of the example outside the repo (so nothing resolves through the workspace's
// node_modules), then the example is built. A second run with the same tarballs and files
// reuses the build. Needs the packages built (`npm run build`).
// Usage: node scripts/examples.mjs <name> [--json FILE]   → prints and writes { dir }
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'

const root = join(import.meta.dirname, '..')

function run(cmd, args, cwd, env = {}) {
  execFileSync(cmd, args, {
    cwd,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
  })
}

/** Every file of the example (not its installs or builds), for the cache key. */
function sources(dir, base = dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (['node_modules', '.next', 'dist'].includes(entry.name)) return []
    const path = join(dir, entry.name)
    return entry.isDirectory() ? sources(path, base) : [relative(base, path)]
  })
}

/** Packs `packages/<name>` into `into`; returns the tarball's path. */
function pack(name, into) {
  const [packed] = JSON.parse(
    execFileSync(
      'npm',
      [
        'pack',
        '--json',
        '--ignore-scripts',
        '--pack-destination',
        into,
        join(root, 'packages', name),
      ],
      { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
    ),
  )
  return join(into, packed.filename)
}

export function prepareExample(name) {
  const source = join(root, 'apps', 'examples', name)
  const manifest = JSON.parse(readFileSync(join(source, 'package.json'), 'utf8'))
  const work = join(tmpdir(), `gangway-example-${name}`)
  const packs = join(work, '.packs')
  rmSync(packs, { recursive: true, force: true })
  mkdirSync(packs, { recursive: true })
  const tarballs = Object.fromEntries(
    (manifest.gangway?.packages ?? []).map((pkg) => [`@gangway/${pkg}`, pack(pkg, packs)]),
  )
  const hash = createHash('sha256')
  for (const file of sources(source).sort())
    hash.update(file).update(readFileSync(join(source, file)))
  for (const tarball of Object.values(tarballs).sort()) hash.update(readFileSync(tarball))
  const key = hash.digest('hex')
  const stamp = join(work, '.gangway-build')
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === key) {
    console.log(`examples: ${name} is built for these packages already (${work})`)
    return { dir: work }
  }

  // A fresh copy with the tarballs as its Gangway dependencies; installs from before are kept
  // (npm brings them up to date), builds are not.
  for (const entry of readdirSync(work))
    if (!['node_modules', '.packs'].includes(entry)) rmSync(join(work, entry), { recursive: true })
  for (const file of sources(source)) {
    mkdirSync(join(work, file, '..'), { recursive: true })
    cpSync(join(source, file), join(work, file))
  }
  const installed = { ...manifest, dependencies: { ...manifest.dependencies } }
  for (const [pkg, tarball] of Object.entries(tarballs))
    installed.dependencies[pkg] = `file:${relative(work, tarball)}`
  writeFileSync(join(work, 'package.json'), `${JSON.stringify(installed, null, 2)}\n`)
  // npm keeps an installed `file:` tarball of the same version even when the tarball changed:
  // Gangway's packages are always unpacked afresh.
  rmSync(join(work, 'node_modules', '@gangway'), { recursive: true, force: true })
  run(
    'npm',
    [
      'install',
      '--no-audit',
      '--no-fund',
      '--no-package-lock',
      '--prefer-offline',
      '--loglevel=error',
    ],
    work,
  )
  // The proof that nothing came from the workspace: real folders, unpacked from the tarballs.
  for (const pkg of Object.keys(tarballs)) {
    const json = join(work, 'node_modules', pkg, 'package.json')
    if (!existsSync(json)) throw new Error(`examples: ${pkg} is not installed in ${work}`)
  }
  run('npm', ['run', 'build', '--silent'], work)
  writeFileSync(stamp, key)
  return { dir: work }
}

if (import.meta.filename === process.argv[1]) {
  const name = process.argv[2]
  if (!name || !existsSync(join(root, 'apps', 'examples', name))) {
    console.error('usage: node scripts/examples.mjs <example name> [--json FILE]')
    process.exit(2)
  }
  const result = prepareExample(name)
  console.log(JSON.stringify(result))
  const at = process.argv.indexOf('--json')
  if (at > 0) writeFileSync(process.argv[at + 1], JSON.stringify(result))
}
