#!/usr/bin/env node
// `npm test`: every check and test runner of the repo, in order, then one plain summary line
// `N passed, M failed` summed over all of them (CI reads that line).
//   lint, unused code (knip), build, typecheck, plain-Node import of   → one check each
//   each built package
//   vitest (unit + integration against the real dev chain)             → its tests
//   size budgets, host sizes over the floor, publish checks, the hosts  → one per budget / host / package
//   each built package names (only real ones)
//   e2e (Playwright in Chromium), once the e2e workspace exists        → its tests
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, openSync, readdirSync, readFileSync } from 'node:fs'
import { availableParallelism, tmpdir } from 'node:os'
import { join } from 'node:path'
import { errorLines } from './errorLines.mjs'

const root = join(import.meta.dirname, '..')
const tmp = mkdtempSync(join(tmpdir(), 'gangway-test-'))
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1', FORCE_COLOR: '0' }
const tally = []

const failures = [] // { title, tail }: printed again above the summary, which is what CI logs keep

// Runs a step with its output passed through live; the last lines of a failed step are kept.
async function run(title, cmd, args) {
  console.log(`\n━━ ${title}: ${cmd} ${args.join(' ')}`)
  const started = Date.now()
  const lines = []
  const status = await new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, env, stdio: ['inherit', 'pipe', 'pipe'] })
    const keep = (out) => (chunk) => {
      out.write(chunk)
      lines.push(...chunk.toString().split('\n'))
      if (lines.length > 400) lines.splice(0, lines.length - 400)
    }
    child.stdout.on('data', keep(process.stdout))
    child.stderr.on('data', keep(process.stderr))
    child.on('error', (error) => {
      lines.push(String(error))
      resolve(null)
    })
    child.on('close', (code, signal) => resolve(code ?? signal))
  })
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  console.log(`━━ ${title}: exit ${status} after ${seconds} s`)
  if (status !== 0) failures.push({ title, tail: lines.filter((l) => l.trim()).slice(-30) })
  return status === 0
}
function check(title, ok) {
  tally.push({ title, passed: ok ? 1 : 0, failed: ok ? 0 : 1 })
}
function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return undefined
  }
}

check('lint (biome)', await run('lint', 'npx', ['biome', 'ci', '.']))
check('unused code (knip)', await run('knip', 'npx', ['knip', '--no-progress']))
const built = await run('build', 'npx', ['turbo', 'run', 'build', '--output-logs=errors-only'])
check('build (rollup)', built)

// The example apps the browser tests serve are installed (npm, mostly waiting on the network and
// the disk) and built while the typecheck and vitest run, instead of in e2e's global setup
// afterwards: it reuses these builds (scripts/examples.mjs keys them by sources and tarballs), and
// builds itself whatever is missing here. Output goes to a log, printed before the e2e step.
const examplesLog = join(tmp, 'examples.log')
const examplesReady = built
  ? (async () => {
      const started = Date.now()
      for (const args of [['nextjs'], ['vite'], ['wagmi'], ['wagmi', '--variant', 'wagmi2']]) {
        const ok = await new Promise((resolve) => {
          const out = openSync(examplesLog, 'a')
          const child = spawn('node', [join('scripts', 'examples.mjs'), ...args], {
            cwd: root,
            env,
            stdio: ['ignore', out, out],
          })
          child.on('error', () => resolve(false))
          child.on('close', (code) => resolve(code === 0))
        })
        if (!ok) return `examples ${args.join(' ')} failed`
      }
      return `examples installed and built in ${((Date.now() - started) / 1000).toFixed(1)} s`
    })()
  : Promise.resolve('examples not prepared (no build)')
// The typecheck (five tsc programs, scripts/typecheck.mjs, two at a time) runs beside the
// plain-Node imports, then vitest gets both cores (two workers). Before, tsc ran one program per
// workspace beside a one-worker vitest, and took as long as vitest did.
const typechecked = run('typecheck', 'node', [
  join('scripts', 'typecheck.mjs'),
  '--concurrency',
  '2',
])

// Each published package's entries, imported in plain Node with no window (SSR safety), four at
// a time (each is a short process that mostly waits on the disk).
const imports = []
for (const dir of readdirSync(join(root, 'packages')).sort()) {
  const pkg = readJson(join(root, 'packages', dir, 'package.json'))
  if (!pkg || pkg.private) continue
  imports.push(
    ...Object.keys(pkg.exports ?? { '.': null })
      .filter((key) => key !== './package.json' && !key.endsWith('.css'))
      .map((key) => (key === '.' ? pkg.name : `${pkg.name}/${key.slice(2)}`)),
  )
}
const imported = new Map()
const importNext = async () => {
  for (let entry = imports.shift(); entry; entry = imports.shift()) {
    const code = `if (typeof window !== 'undefined') throw new Error('window exists'); await import('${entry}')`
    imported.set(
      entry,
      built && (await run(`node import ${entry}`, 'node', ['--input-type=module', '-e', code])),
    )
  }
}
const order = [...imports]
await Promise.all([importNext(), importNext(), importNext(), importNext()])
for (const entry of order) check(`${entry} imports in plain Node`, imported.get(entry))

check('typecheck (tsc)', await typechecked)

const vitestJson = join(tmp, 'vitest.json')
const vitestOk = await run('vitest', 'npx', [
  'vitest',
  'run',
  // vitest's own default (cores - 1) is one worker on CI's 2 cores, leaving one core idle.
  `--maxWorkers=${Math.max(2, availableParallelism() - 1)}`,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
])
const v = readJson(vitestJson)
if (v) {
  // A file that fails to load has no failed test but a failed suite: count it as a failure.
  const brokenFiles = v.testResults.filter(
    (f) => f.status === 'failed' && f.assertionResults.length === 0,
  ).length
  const names = v.testResults.flatMap((f) => {
    const file = f.name.replace(`${root}/`, '')
    if (f.status === 'failed' && f.assertionResults.length === 0) return [`${file} (did not load)`]
    return f.assertionResults
      .filter((a) => a.status === 'failed')
      .map((a) => `${file} › ${a.fullName}${errorLines(a.failureMessages?.[0])}`)
  })
  tally.push({
    title: 'vitest',
    passed: v.numPassedTests,
    failed: v.numFailedTests + brokenFiles,
    names,
  })
} else check('vitest (no report)', false)
if (v && !vitestOk && v.numFailedTests === 0) check('vitest exit code', false)

for (const [title, script] of [
  ['size', 'size.mjs'],
  ['host size', 'host-size.mjs'],
  ['packs', 'check-packs.mjs'],
  ['hosts', 'check-hosts.mjs'],
]) {
  const out = join(tmp, `${title}.json`)
  const ok = built && (await run(title, 'node', [join('scripts', script), '--json', out]))
  const results = built ? readJson(out) : undefined
  if (results?.length)
    tally.push({
      title,
      passed: results.filter((r) => r.ok).length,
      failed: results.filter((r) => !r.ok).length,
    })
  else check(title, ok)
}

console.log(`\n━━ examples (in the background since the build): ${await examplesReady}`)
if (existsSync(examplesLog)) process.stdout.write(readFileSync(examplesLog, 'utf8'))

if (existsSync(join(root, 'e2e', 'package.json'))) {
  const e2eJson = join(tmp, 'e2e.json')
  const ok = await run('e2e', 'npm', ['run', 'test', '-w', 'e2e', '--', `--json-out=${e2eJson}`])
  const e = readJson(e2eJson)
  if (e)
    tally.push({
      title: `e2e (Chromium)${e.skipped ? ` (${e.skipped} skipped)` : ''}`,
      passed: e.passed,
      failed: e.failed,
      names: e.failedTests,
    })
  else check('e2e (no report)', ok && false)
}

for (const { title, tail } of failures) {
  console.log(`\n━━ why "${title}" failed (its last lines)`)
  for (const line of tail) console.log(`  | ${line}`)
}
console.log('\n━━ summary')
for (const t of tally) {
  console.log(`  ${t.failed ? 'FAIL' : 'ok  '} ${t.title}: ${t.passed} passed, ${t.failed} failed`)
  // Which tests, right above the last line (CI logs keep only the end).
  for (const name of (t.names ?? []).slice(0, 10)) console.log(`       ✗ ${name.slice(0, 600)}`)
}
const passed = tally.reduce((n, t) => n + t.passed, 0)
const failed = tally.reduce((n, t) => n + t.failed, 0)
console.log(`${passed} passed, ${failed} failed`)
process.exitCode = failed ? 1 : 0
