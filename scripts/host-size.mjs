#!/usr/bin/env node
// Host size check: what a host app pays for Gangway before any interaction, above the floor app
// (React 19 + a viem public client, ../shared/bench-peers' floor), each built the same way the
// side-by-side bench builds them (Vite production build, no manual chunks). "Before interaction"
// is the entry chunk and every chunk it imports statically; per file gzip -9, summed, in KiB
// (1024 bytes), as the bench's driver counts them. Everything is counted (react, viem…): a viem
// module our code pulls in and the floor does not (e.g. the ENS normalizer) shows up here, which
// the per-package budgets of scripts/size.mjs, with peers external, cannot see.
// Budgets: `hosts` in size-budgets.json (KiB over the floor, and `maxFiles`: the files before
// interaction). Needs the packages built (`npm run build`).
// Usage: node scripts/host-size.mjs [--json FILE] [--verbose]
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import react from '@vitejs/plugin-react'
import { build } from 'vite'

const root = join(import.meta.dirname, '..')
const { hosts } = JSON.parse(readFileSync(join(root, 'size-budgets.json'), 'utf8'))
const verbose = process.argv.includes('--verbose')

/** Builds one host app; returns the JS it loads before interaction. */
async function measure(entry) {
  const result = await build({
    configFile: false,
    root: join(root, 'bench/hosts'),
    logLevel: 'silent',
    plugins: [react()],
    build: {
      write: false,
      // One JS entry instead of an index.html: the same chunks, without the HTML step.
      rollupOptions: { input: join(root, entry) },
      chunkSizeWarningLimit: Number.POSITIVE_INFINITY,
    },
  })
  const output = (Array.isArray(result) ? result[0] : result).output
  const chunks = new Map(output.filter((o) => o.type === 'chunk').map((c) => [c.fileName, c]))
  const initial = new Set()
  const visit = (name) => {
    if (initial.has(name)) return
    initial.add(name)
    for (const dep of chunks.get(name)?.imports ?? []) visit(dep)
  }
  for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName)
  let gzip = 0
  const modules = {}
  const files = {}
  for (const name of initial) {
    const chunk = chunks.get(name)
    gzip += gzipSync(chunk.code, { level: 9 }).length
    for (const [id, m] of Object.entries(chunk.modules)) {
      files[id.replace(/^.*?\/(packages|node_modules)\//, '$1/')] = m.renderedLength
      const key = id.includes('/packages/')
        ? `@gangway/${id.split('/packages/')[1].split('/')[0]}`
        : (id.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1] ?? 'host app')
      modules[key] = (modules[key] ?? 0) + m.renderedLength
    }
  }
  const sizes = [...initial].map((n) => [n, gzipSync(chunks.get(n).code, { level: 9 }).length])
  return { gzip, files: initial.size, modules, byFile: files, chunks: sizes }
}

// The floor is a copy of the bench's (kept byte for byte, outside biome): when the shared folder
// is here, a drift fails the check.
const sharedFloor = join(root, '../shared/bench-peers/floor-react-viem/src/main.jsx')
if (
  existsSync(sharedFloor) &&
  readFileSync(sharedFloor, 'utf8') !== readFileSync(join(root, hosts.floor), 'utf8')
) {
  console.log(`FAIL ${hosts.floor} differs from ${sharedFloor}: copy it again`)
  process.exit(1)
}

/**
 * The README's quick start as a host app: its ```tsx block under "## Quick start for a host app",
 * byte for byte, with the two lines that mount its `App`, written next to the other hosts (so the
 * packages resolve) in a git-ignored file. What a developer pastes is what is measured.
 */
function readmeQuickStart() {
  const readme = readFileSync(join(root, 'README.md'), 'utf8')
  const section = readme.split('## Quick start for a host app')[1] ?? ''
  const block = section.match(/```tsx\n([\s\S]*?)```/)?.[1]
  if (!block) throw new Error('README.md: no ```tsx block under "## Quick start for a host app"')
  const mount = `import { createRoot } from 'react-dom/client'\ncreateRoot(document.getElementById('root')).render(<App />)\n`
  const file = 'bench/hosts/.readme-quick-start.jsx'
  writeFileSync(join(root, file), `${block}\n${mount}`)
  return file
}

const kib = (bytes) => (bytes / 1024).toFixed(1)
const floor = await measure(hosts.floor)
console.log(
  `floor (${hosts.floor}): ${kib(floor.gzip)} KiB gzip before interaction, ${floor.files} files`,
)
const results = []
const byHost = {}
for (const host of hosts.apps) {
  let error
  let m
  try {
    m = await measure(host.entry === 'README.md' ? readmeQuickStart() : host.entry)
  } catch (e) {
    error = e instanceof Error ? e.message.split('\n')[0] : String(e)
  }
  if (m) byHost[host.name] = { chunks: m.chunks, modules: m.byFile }
  const over = m ? (m.gzip - floor.gzip) / 1024 : Number.NaN
  // Files before interaction: each one is a request and a gzip stream of its own. More files than
  // the budget usually means rolldown split the first load on a chunk cycle (docs/architecture.md §6).
  const tooManyFiles = m && host.maxFiles !== undefined && m.files > host.maxFiles
  const ok = !error && over <= host.overFloorKiB && !tooManyFiles
  results.push({
    name: host.name,
    gzipKiB: m && m.gzip / 1024,
    overFloorKiB: over,
    files: m?.files,
    ok,
    error,
  })
  console.log(
    `${ok ? 'ok  ' : 'FAIL'} ${host.name}\n     ${m ? `${kib(m.gzip)} KiB gzip before interaction (${m.files} files): ${over.toFixed(1)} KiB over the floor` : '—'}; budget ${host.overFloorKiB} KiB over the floor${host.maxFiles === undefined ? '' : `, at most ${host.maxFiles} files`}${tooManyFiles ? ` — ${m.files} files: more than ${host.maxFiles}` : ''}${error ? `\n     error: ${error}` : ''}`,
  )
  if (m && (verbose || !ok)) {
    // Code per package above the floor's own (rendered, before minifying): where to look first.
    const rows = Object.keys({ ...m.modules, ...floor.modules })
      .map((k) => [k, (m.modules[k] ?? 0) - (floor.modules[k] ?? 0)])
      .filter(([, d]) => d !== 0)
      .sort((a, b) => b[1] - a[1])
    for (const [k, d] of rows)
      console.log(`       ${kib(d).padStart(7)} KiB of code (before minifying)  ${k}`)
  }
}
// --modules FILE: every module of the up-front chunks with its rendered length, per host (to
// diff two trees and find what grew).
const modulesAt = process.argv.indexOf('--modules')
if (modulesAt > 0) writeFileSync(process.argv[modulesAt + 1], JSON.stringify(byHost, null, 2))
const jsonAt = process.argv.indexOf('--json')
if (jsonAt > 0) writeFileSync(process.argv[jsonAt + 1], JSON.stringify(results, null, 2))
const failed = results.filter((r) => !r.ok).length
console.log(`host size: ${results.length - failed} within budget, ${failed} over or failing`)
process.exitCode = failed ? 1 : 0
