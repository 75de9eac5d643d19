#!/usr/bin/env node
// The example host apps (apps/examples/*), installed the way a new user installs Gangway: each
// Gangway package it names is `npm pack`ed from its build and installed from the tarball into a
// copy of the example outside the repo (so nothing resolves through the workspace's
// node_modules), then the example is built. A second run with the same tarballs and files
// reuses the build. Needs the packages built (`npm run build`).
// A variant (`gangway.variants.<variant>.dependencies` in the example's package.json) is the same
// example installed a second time with those dependencies instead (e.g. the wagmi example on
// wagmi 2): its own folder, its own install and its own cache key.
// Usage: node scripts/examples.mjs <name | folder> [--variant NAME] [--json FILE]
//   → prints and writes { dir }; a folder (e.g. bench/peers-gangway-wagmi) is any app folder with
//   the same package.json shape.
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
import { basename, join, relative, resolve } from 'node:path'

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

/** The example's folder: a name under apps/examples, or a path to an app folder. */
function exampleSource(nameOrPath) {
  const named = join(root, 'apps', 'examples', nameOrPath)
  if (!nameOrPath.includes('/') && existsSync(join(named, 'package.json'))) return named
  const path = resolve(nameOrPath)
  return existsSync(join(path, 'package.json')) ? path : undefined
}

export function prepareExample(nameOrPath, { variant } = {}) {
  const source = exampleSource(nameOrPath)
  if (!source) throw new Error(`examples: no example ${nameOrPath}`)
  const name = basename(source)
  const manifest = JSON.parse(readFileSync(join(source, 'package.json'), 'utf8'))
  const variantDependencies = variant
    ? manifest.gangway?.variants?.[variant]?.dependencies
    : undefined
  if (variant && !variantDependencies)
    throw new Error(`examples: ${name} has no gangway.variants.${variant}.dependencies`)
  const work = join(tmpdir(), `gangway-example-${name}${variant ? `-${variant}` : ''}`)
  const packs = join(work, '.packs')
  rmSync(packs, { recursive: true, force: true })
  mkdirSync(packs, { recursive: true })
  const tarballs = Object.fromEntries(
    (manifest.gangway?.packages ?? []).map((pkg) => [`@gangway/${pkg}`, pack(pkg, packs)]),
  )
  const hash = createHash('sha256')
  if (variant) hash.update(`variant ${variant}\n`)
  for (const file of sources(source).sort())
    hash.update(file).update(readFileSync(join(source, file)))
  for (const tarball of Object.values(tarballs).sort()) hash.update(readFileSync(tarball))
  const key = hash.digest('hex')
  const stamp = join(work, '.gangway-build')
  const label = variant ? `${name} (${variant})` : name
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === key) {
    console.log(`examples: ${label} is built for these packages already (${work})`)
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
  const installed = {
    ...manifest,
    dependencies: { ...manifest.dependencies, ...variantDependencies },
  }
  for (const [pkg, tarball] of Object.entries(tarballs))
    installed.dependencies[pkg] = `file:${relative(work, tarball)}`
  writeFileSync(join(work, 'package.json'), `${JSON.stringify(installed, null, 2)}\n`)
  // npm keeps an installed `file:` tarball of the same version even when the tarball changed:
  // Gangway's packages are always unpacked afresh.
  rmSync(join(work, 'node_modules', '@gangway'), { recursive: true, force: true })
  const started = performance.now()
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
  console.log(
    `examples: npm install of ${label} took ${((performance.now() - started) / 1000).toFixed(1)} s`,
  )
  // The proof that nothing came from the workspace: real folders, unpacked from the tarballs.
  for (const pkg of Object.keys(tarballs)) {
    const json = join(work, 'node_modules', pkg, 'package.json')
    if (!existsSync(json)) throw new Error(`examples: ${pkg} is not installed in ${work}`)
  }
  // A variant is a real second install: each of its dependencies at the exact version asked.
  for (const [pkg, version] of Object.entries(variantDependencies ?? {})) {
    const json = join(work, 'node_modules', pkg, 'package.json')
    const got = existsSync(json) ? JSON.parse(readFileSync(json, 'utf8')).version : 'nothing'
    if (got !== version)
      throw new Error(`examples: ${label} wants ${pkg} ${version}, ${got} is installed in ${work}`)
  }
  run('npm', ['run', 'build', '--silent'], work)
  writeFileSync(stamp, key)
  return { dir: work }
}

if (import.meta.filename === process.argv[1]) {
  const name = process.argv[2]
  if (!name || !exampleSource(name)) {
    console.error(
      'usage: node scripts/examples.mjs <example name | app folder> [--variant NAME] [--json FILE]',
    )
    process.exit(2)
  }
  const variantAt = process.argv.indexOf('--variant')
  const result = prepareExample(name, variantAt > 0 ? { variant: process.argv[variantAt + 1] } : {})
  console.log(JSON.stringify(result))
  const at = process.argv.indexOf('--json')
  if (at > 0) writeFileSync(process.argv[at + 1], JSON.stringify(result))
}
