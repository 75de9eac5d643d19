#!/usr/bin/env node
// `npm run e2e:soak [-- --runs N] [playwright args]`: the whole browser suite N times in a row
// (default 5, issue 37 §5), on one build, then a table of the tests that failed, per spec file,
// with how many runs each failed in. A flake shows as a test failing in some runs and not all.
// Exits 1 when any run had a failure. Needs the packages built (`npx turbo run build`), like
// `npm run test -w e2e`.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const root = join(import.meta.dirname, '..')
const args = process.argv.slice(2)
const runsAt = args.indexOf('--runs')
const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 5
if (!Number.isInteger(runs) || runs < 1) {
  console.error('e2e:soak: --runs takes a whole number of runs, at least 1')
  process.exit(2)
}
const rest = runsAt >= 0 ? args.filter((_, i) => i !== runsAt && i !== runsAt + 1) : args
const tmp = mkdtempSync(join(tmpdir(), 'gangway-soak-'))

/** test name → the runs (1-based) it failed in. */
const failures = new Map()
const totals = []
for (let run = 1; run <= runs; run++) {
  const out = join(tmp, `run-${run}.json`)
  const started = Date.now()
  console.log(`\n━━ e2e soak: run ${run} of ${runs}`)
  spawnSync('npm', ['run', 'test', '-w', 'e2e', '--', `--json-out=${out}`, ...rest], {
    cwd: root,
    stdio: 'inherit',
  })
  let summary
  try {
    summary = JSON.parse(readFileSync(out, 'utf8'))
  } catch {
    summary = { passed: 0, failed: 1, failedTests: ['run error: no report written'] }
  }
  totals.push({ run, ...summary, seconds: Math.round((Date.now() - started) / 1000) })
  for (const name of summary.failedTests ?? []) {
    // 'spec.ts:line › title — Error…': the test, without the error that follows it.
    const test = name.split(' — ')[0]
    failures.set(test, [...(failures.get(test) ?? []), run])
  }
}
rmSync(tmp, { recursive: true, force: true })

console.log(`\n━━ e2e soak: ${runs} runs`)
for (const t of totals)
  console.log(`  run ${t.run}: ${t.passed} passed, ${t.failed} failed (${t.seconds} s)`)
const bySpec = new Map()
for (const [test, failedIn] of failures) {
  const spec = test.split(':')[0]
  bySpec.set(spec, [...(bySpec.get(spec) ?? []), [test, failedIn]])
}
if (bySpec.size === 0) console.log(`  no test failed in ${runs} runs`)
for (const [spec, tests] of [...bySpec].sort()) {
  console.log(`  ${spec}: ${tests.length} test(s) failed`)
  for (const [test, failedIn] of tests)
    console.log(`    ${failedIn.length}/${runs} runs (${failedIn.join(', ')}): ${test}`)
}
const failed = totals.reduce((n, t) => n + t.failed, 0)
console.log(`${failed} failures over ${runs} runs`)
process.exitCode = failed ? 1 : 0
