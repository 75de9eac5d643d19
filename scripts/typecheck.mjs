#!/usr/bin/env node
// `npm run typecheck`: tsc over the whole repo in five programs instead of one per workspace.
// A workspace's own tsconfig maps the other packages to their sources, so each package program
// checked core, the shell and viem's types again: 19 programs took 586 s on one core, these five
// take about 150 s. `npm run typecheck:packages` still runs the per-workspace programs (turbo).
//
// Why the four beside the shared one:
// - core: its type test asserts that no feature has declared a view (FeatureViewNames is never),
//   which holds only in a program without the features.
// - walletconnect: its vitest setup types the injected `devChain` otherwise than adapter-evm's,
//   and vitest's ProvidedContext is one interface per program.
// - the demo and the browser tests: their own ambient types (vite/client) and .ts imports.
import { spawn } from 'node:child_process'
import { availableParallelism } from 'node:os'
import { join } from 'node:path'

const root = join(import.meta.dirname, '..')
const programs = [
  'tsconfig.check.json',
  'packages/core/tsconfig.json',
  'packages/walletconnect/tsconfig.json',
  'apps/demo/tsconfig.json',
  'e2e/tsconfig.json',
]
const flag = process.argv.indexOf('--concurrency')
const concurrency =
  flag > 0 ? Number(process.argv[flag + 1]) : Math.max(1, availableParallelism() - 1)
const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc')

const failed = []
const queue = [...programs]
async function worker() {
  for (let project = queue.shift(); project; project = queue.shift()) {
    const started = Date.now()
    const output = []
    const code = await new Promise((resolve) => {
      const child = spawn(process.execPath, [tsc, '-p', project, '--pretty', 'false'], {
        cwd: root,
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      child.stdout.on('data', (chunk) => output.push(chunk))
      child.stderr.on('data', (chunk) => output.push(chunk))
      child.on('error', (error) => {
        output.push(Buffer.from(`${error}\n`))
        resolve(1)
      })
      child.on('close', (status) => resolve(status ?? 1))
    })
    const seconds = ((Date.now() - started) / 1000).toFixed(1)
    console.log(`${code === 0 ? 'ok  ' : 'FAIL'} tsc -p ${project} (${seconds} s)`)
    if (code !== 0) {
      failed.push(project)
      process.stdout.write(Buffer.concat(output))
    }
  }
}
await Promise.all(Array.from({ length: Math.min(concurrency, programs.length) }, worker))
if (failed.length) {
  console.log(`typecheck: ${failed.length} of ${programs.length} programs failed`)
  process.exitCode = 1
}
