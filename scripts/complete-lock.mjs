#!/usr/bin/env node
// Keeps package-lock.json valid for `npm ci`. The registry mirror this project installs from
// serves only the platform binaries of this machine (linux-x64): the optional packages of other
// platforms (@rollup/rollup-darwin-arm64, @biomejs/cli-win32-x64, …) answer 404, so npm leaves
// them out of the lock while their parents still name them, and `npm ci` then refuses the lock
// ("Missing: … from lock file"). This adds each missing optional package with its version and
// the os / cpu / libc read from its name, so npm ci knows to skip it on other platforms.
// Runs as the root `postinstall`; idempotent.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const file = join(import.meta.dirname, '..', 'package-lock.json')
const lock = JSON.parse(readFileSync(file, 'utf8'))
const OS = [
  'android',
  'darwin',
  'freebsd',
  'linux',
  'win32',
  'openbsd',
  'netbsd',
  'sunos',
  'aix',
  'openharmony',
]
const CPU = [
  'arm64',
  'x64',
  'arm',
  'ia32',
  'loong64',
  'ppc64',
  'riscv64',
  's390x',
  'mips64el',
  'wasm32',
]
const CPU_ALIASES = {
  amd64: 'x64',
  x86_64: 'x64',
  aarch64: 'arm64',
  armv7: 'arm',
  'arm-eabi': 'arm',
  gnueabihf: 'arm',
  x86: 'ia32',
}

/** os / cpu / libc from a platform package name such as `@rollup/rollup-linux-arm64-musl`. */
function platformOf(name) {
  const parts = name.toLowerCase().split(/[/@-]/)
  const os = OS.find((o) => parts.includes(o) || (o === 'win32' && parts.includes('windows')))
  let cpu = CPU.find((c) => parts.includes(c))
  if (!cpu) for (const [alias, c] of Object.entries(CPU_ALIASES)) if (name.includes(alias)) cpu = c
  if (parts.includes('universal')) cpu = undefined
  const libc = os === 'linux' ? (parts.includes('musl') ? 'musl' : 'glibc') : undefined
  return { os, cpu, libc }
}

let added = 0
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = path ? `${path}/node_modules/${name}` : `node_modules/${name}`
    if (lock.packages[base] || lock.packages[`node_modules/${name}`]) continue
    const { os, cpu, libc } = platformOf(name)
    // Only platform binaries that cannot run here; anything else is a real gap npm must fill.
    if (!os || (os === process.platform && (!cpu || cpu === process.arch) && libc !== 'musl'))
      continue
    const version = /^\d+\.\d+\.\d+(-[\w.]+)?$/.test(range) ? range : undefined
    if (!version) continue
    lock.packages[`node_modules/${name}`] = {
      version,
      ...(cpu ? { cpu: [cpu] } : {}),
      optional: true,
      os: [os],
      ...(libc ? { libc: [libc] } : {}),
    }
    added++
  }
}
if (added) {
  lock.packages = Object.fromEntries(
    Object.entries(lock.packages).sort(([a], [b]) =>
      a === '' ? -1 : b === '' ? 1 : a.localeCompare(b),
    ),
  )
  writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`)
}
console.log(`complete-lock: ${added} optional platform packages recorded`)
