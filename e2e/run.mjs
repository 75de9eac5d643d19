#!/usr/bin/env node
// `npm run test -w e2e -- --json-out=FILE [playwright args]`: runs `playwright test` with the list
// reporter on the terminal and the JSON reporter into a temp file, then writes the small summary
// `{ "passed": N, "failed": M }` that scripts/test-all.mjs reads. Exits with Playwright's code.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { errorLines } from '../scripts/errorLines.mjs'

const here = import.meta.dirname
const args = process.argv.slice(2)
const jsonOut = args.find((a) => a.startsWith('--json-out='))?.slice('--json-out='.length)
const rest = args.filter((a) => !a.startsWith('--json-out='))
const tmp = mkdtempSync(join(tmpdir(), 'gangway-e2e-'))
const report = join(tmp, 'report.json')

const result = spawnSync('npx', ['playwright', 'test', '--reporter=list,json', ...rest], {
  cwd: here,
  stdio: 'inherit',
  env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
})
const code = result.status ?? 1

/** `file › title` of every test that did not end as expected (failed, timed out, or did not run). */
function unexpected(suites, into = []) {
  for (const suite of suites ?? []) {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'unexpected') {
          const last = test.results?.at(-1)
          into.push(
            `${spec.file}:${spec.line} › ${spec.title} (${last?.status})${errorLines(last?.error?.message)}`,
          )
        }
    unexpected(suite.suites, into)
  }
  return into
}

/** `[ms, 'file:line › title']` of every test that ran, slowest first (where a run's time goes). */
function durations(suites, into = []) {
  for (const suite of suites ?? []) {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        for (const result of test.results ?? [])
          into.push([result.duration, `${spec.file}:${spec.line} › ${spec.title}`])
    durations(suite.suites, into)
  }
  return into.sort((a, b) => b[0] - a[0])
}

let summary
try {
  const { stats, errors, suites } = JSON.parse(readFileSync(report, 'utf8'))
  const timed = durations(suites)
  const total = timed.reduce((sum, [ms]) => sum + ms, 0)
  console.log(`e2e: ${(total / 1000).toFixed(0)} s of test time; the 15 slowest:`)
  for (const [ms, name] of timed.slice(0, 15))
    console.log(`  ${(ms / 1000).toFixed(1).padStart(6)} s  ${name}`)
  // A flaky test passed on a retry (retries are 0 here, so there are none); a run-level error
  // (global setup failed, a file did not load) counts as one failure.
  summary = {
    passed: stats.expected + stats.flaky,
    failed: stats.unexpected + (errors?.length && !stats.unexpected ? 1 : 0),
    skipped: stats.skipped,
    durationMs: Math.round(stats.duration),
    failedTests: [...unexpected(suites), ...(errors ?? []).map((e) => `run error: ${e.message}`)],
  }
} catch {
  summary = { passed: 0, failed: 1, error: 'Playwright wrote no JSON report' }
}
rmSync(tmp, { recursive: true, force: true })
console.log(`e2e: ${summary.passed} passed, ${summary.failed} failed`)
if (jsonOut) writeFileSync(jsonOut, `${JSON.stringify(summary)}\n`)
process.exitCode = code || (summary.failed ? 1 : 0)
