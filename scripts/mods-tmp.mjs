import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import react from '@vitejs/plugin-react'
import { build } from 'vite'
const root = '/work/main'
const entry = process.argv[2] ?? 'bench/peers-gangway/src/main.jsx'
const result = await build({ configFile: false, root: join(root, 'bench/hosts'), logLevel: 'silent', plugins: [react()], build: { write: false, rollupOptions: { input: join(root, entry) }, chunkSizeWarningLimit: Infinity } })
const output = (Array.isArray(result) ? result[0] : result).output
const chunks = new Map(output.filter((o) => o.type === 'chunk').map((c) => [c.fileName, c]))
const initial = new Set()
const visit = (n) => { if (initial.has(n)) return; initial.add(n); for (const d of chunks.get(n)?.imports ?? []) visit(d) }
for (const c of chunks.values()) if (c.isEntry) visit(c.fileName)
const mods = []
for (const n of initial) { const c = chunks.get(n); console.log('chunk', n, (gzipSync(c.code, { level: 9 }).length / 1024).toFixed(1), 'KiB gz', Object.keys(c.modules).length, 'modules'); for (const [id, m] of Object.entries(c.modules)) mods.push([m.renderedLength, id.replace(/.*node_modules\//, 'nm/').replace('/work/main/', ''), n]) }
mods.sort((a, b) => b[0] - a[0])
const filt = new RegExp(process.argv[3] ?? '.')
for (const [l, id, n] of mods.filter(([, id]) => filt.test(id)).slice(0, Number(process.argv[4] ?? 80))) console.log(String(l).padStart(7), id, n)
