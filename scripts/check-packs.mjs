#!/usr/bin/env node
// Publish check for every public package, on the tarball `npm pack` makes (needs a build first).
// Four rows per package:
//   files     the tarball holds only the build, README, CHANGELOG, LICENSE (the root's MIT text),
//             package.json and a stylesheet's declaration (modal-shell's styles.css.d.ts),
//   metadata  license, author, keywords, repository (with its directory), homepage, bugs, the
//             root's engines, and typesVersions for every typed subpath (`moduleResolution: node`
//             users resolve `@gangway/core/networks` through it),
//   publint   finds nothing, suggestions included,
//   attw      "Are the types wrong?" with its default profile (strict: node10, node16 from CJS
//             and ESM, bundler) finds nothing, except one rule, `cjs-resolves-to-esm`: the
//             packages are ESM-only by design, and attw warns that a `require()` of ESM "is an
//             error in Node", which it is not on the Node these packages support (>=20.19
//             requires ES modules); so every code entry is `require()`d in plain Node here
//             instead, and that must work.
// Usage: node scripts/check-packs.mjs [--json FILE]
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { publint } from 'publint'
import { formatMessage } from 'publint/utils'
import { publicPackages } from './publicPackages.mjs'

const root = join(import.meta.dirname, '..')
const rootPkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
const license = readFileSync(join(root, 'LICENSE'), 'utf8')
const allowed = /^(package\.json|README\.md|CHANGELOG\.md|LICENSE|dist\/.+|[\w.-]+\.css\.d\.ts)$/
const required = ['package.json', 'README.md', 'CHANGELOG.md', 'LICENSE']
const REPOSITORY = 'git+https://github.com/gangway-dev/gangway.git'
const attwBin = join(
  dirname(fileURLToPath(import.meta.resolve('@arethetypeswrong/cli/package.json'))),
  'dist/index.js',
)
// See the header: ESM-only packages on a Node that requires ES modules.
const ATTW_IGNORED = { rule: 'cjs-resolves-to-esm', kind: 'CJSResolvesToESM' }

/** Problems with the package.json a host installs. */
function metadataProblems(pkg, folder) {
  const problems = []
  if (pkg.license !== 'MIT') problems.push(`license is ${pkg.license}, not MIT`)
  if (!pkg.author) problems.push('has no author')
  if (!pkg.keywords?.length) problems.push('has no keywords')
  if (pkg.repository?.url !== REPOSITORY || pkg.repository?.directory !== folder)
    problems.push(`repository is not { url: ${REPOSITORY}, directory: ${folder} }`)
  if (!pkg.homepage?.startsWith('https://')) problems.push('has no https homepage')
  if (!pkg.bugs?.url?.startsWith('https://')) problems.push('has no bugs url')
  if (pkg.engines?.node !== rootPkg.engines.node)
    problems.push(`engines.node is ${pkg.engines?.node}, not the root's ${rootPkg.engines.node}`)
  for (const [key, target] of Object.entries(pkg.exports ?? {})) {
    if (key === '.' || typeof target !== 'object' || !target.types) continue
    const mapped = pkg.typesVersions?.['*']?.[key.slice(2)]
    if (mapped?.[0] !== target.types)
      problems.push(`typesVersions does not map ${key} to ${target.types} (moduleResolution: node)`)
  }
  return problems
}

/** attw on the tarball: every problem but the ignored rule, as text. */
function attwProblems(tarball) {
  const run = spawnSync(
    process.execPath,
    [attwBin, tarball, '--format', 'json', '--ignore-rules', ATTW_IGNORED.rule],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  )
  let report
  try {
    report = JSON.parse(run.stdout)
  } catch {
    return [`attw did not report (exit ${run.status}): ${run.stderr.trim().split('\n')[0]}`]
  }
  const problems = Object.values(report.problems ?? {})
    .flat()
    .filter((p) => p.kind !== ATTW_IGNORED.kind)
    .map((p) => `attw ${p.kind}: ${p.entrypoint ?? ''} (${p.resolutionKind ?? 'any resolution'})`)
  if (run.status !== 0 && problems.length === 0) problems.push(`attw exited ${run.status}`)
  return problems
}

/** Each code entry `require()`d in plain Node (what attw's ignored rule is about). */
function requireProblems(pkg) {
  const entries = Object.keys(pkg.exports ?? { '.': null })
    .filter((key) => key !== './package.json' && !key.endsWith('.css'))
    .map((key) => (key === '.' ? pkg.name : `${pkg.name}/${key.slice(2)}`))
  const code = `for (const e of ${JSON.stringify(entries)}) require(e)`
  const run = spawnSync(process.execPath, ['--no-warnings', '-e', code], {
    cwd: root,
    encoding: 'utf8',
  })
  return run.status === 0
    ? []
    : [`require() from CommonJS fails: ${run.stderr.trim().split('\n').slice(0, 3).join(' ')}`]
}

const results = []
const packDir = mkdtempSync(join(tmpdir(), 'gangway-packs-'))
try {
  for (const { dir: pkgDir, pkg } of publicPackages(root)) {
    const folder = relative(root, pkgDir)
    const [packed] = JSON.parse(
      execFileSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', packDir], {
        cwd: pkgDir,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }),
    )
    const tarball = join(packDir, packed.filename)
    const files = packed.files.map((f) => f.path)
    const row = (check, problems) =>
      results.push({
        name: `${pkg.name} ${check}`,
        files: files.length,
        size: packed.size,
        ok: problems.length === 0,
        problems,
      })

    const fileProblems = []
    for (const f of files) if (!allowed.test(f)) fileProblems.push(`packs an unexpected file: ${f}`)
    for (const f of required) if (!files.includes(f)) fileProblems.push(`does not pack ${f}`)
    if (!files.some((f) => f.startsWith('dist/'))) fileProblems.push('packs no build (dist/)')
    if (files.includes('LICENSE') && readFileSync(join(pkgDir, 'LICENSE'), 'utf8') !== license)
      fileProblems.push("LICENSE differs from the repository's")
    row('files', fileProblems)

    row('metadata', metadataProblems(pkg, folder))

    const { messages } = await publint({ pkgDir, level: 'suggestion', pack: 'npm' })
    row(
      'publint',
      messages.map((m) => `publint ${m.type}: ${formatMessage(m, pkg) ?? m.code}`),
    )

    row('attw', [...attwProblems(tarball), ...requireProblems(pkg)])
  }
} finally {
  rmSync(packDir, { recursive: true, force: true })
}

for (const r of results) {
  console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name}`)
  for (const p of r.problems) console.log(`     ${p}`)
}
const jsonAt = process.argv.indexOf('--json')
if (jsonAt > 0) writeFileSync(process.argv[jsonAt + 1], JSON.stringify(results, null, 2))
const failed = results.filter((r) => !r.ok).length
console.log(`packs: ${results.length - failed} clean, ${failed} with problems`)
process.exitCode = failed ? 1 : 0
