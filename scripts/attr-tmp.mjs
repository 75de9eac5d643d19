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
const gz = (s) => gzipSync(s, { level: 9 }).length
let total = 0; const all = []
for (const n of initial) { const c = chunks.get(n); total += gz(c.code); for (const [id, m] of Object.entries(c.modules)) all.push([id, m.code ?? '']) }
const groups = {}
for (const [id, code] of all) {
  const k = id.includes('/packages/') ? (process.env.FILES ? id.split('/packages/')[1].replace('/dist/esm','') : id.split('/packages/')[1].split('/').slice(0, 1).concat(id.split('/dist/esm/')[1]?.split('/')[0] ?? '').join('/')) : (id.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1] ?? 'other')
  ;(groups[k] ??= []).push(code)
}
const whole = gz(all.map((a) => a[1]).join('\n'))
console.log('total gz files', (total/1024).toFixed(2), 'concat', (whole/1024).toFixed(2))
const rows = []
for (const [k, codes] of Object.entries(groups)) {
  const without = gz(all.filter(([id, c]) => !codes.includes(c)).map((a) => a[1]).join('\n'))
  rows.push([whole - without, k, codes.join('').length])
}
rows.sort((a, b) => b[0] - a[0])
for (const [d, k, l] of rows.slice(0, 45)) console.log(String(d).padStart(6), String(l).padStart(7), k)
