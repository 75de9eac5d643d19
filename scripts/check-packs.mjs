#!/usr/bin/env node
// Publish check for every public package: `npm pack --dry-run` must contain only the build,
// README, CHANGELOG and package.json, and publint must report nothing. Needs a build first.
// Usage: node scripts/check-packs.mjs [--json FILE]
import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { publint } from 'publint'
import { formatMessage } from 'publint/utils'
import { publicPackages } from './publicPackages.mjs'

const root = join(import.meta.dirname, '..')
const allowed = /^(package\.json|README\.md|CHANGELOG\.md|LICENSE(\.md)?|dist\/.+)$/
const required = ['package.json', 'README.md', 'CHANGELOG.md']

const results = []
for (const { dir: pkgDir, pkg } of publicPackages(root)) {
  const problems = []
  const [packed] = JSON.parse(
    execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
      cwd: pkgDir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }),
  )
  const files = packed.files.map((f) => f.path)
  for (const f of files) if (!allowed.test(f)) problems.push(`packs an unexpected file: ${f}`)
  for (const f of required) if (!files.includes(f)) problems.push(`does not pack ${f}`)
  if (!files.some((f) => f.startsWith('dist/'))) problems.push('packs no build (dist/)')
  const { messages } = await publint({ pkgDir, level: 'suggestion', pack: 'npm' })
  for (const m of messages) problems.push(`publint ${m.type}: ${formatMessage(m, pkg) ?? m.code}`)
  results.push({
    name: pkg.name,
    files: files.length,
    size: packed.size,
    ok: problems.length === 0,
    problems,
  })
}

for (const r of results) {
  console.log(
    `${r.ok ? 'ok  ' : 'FAIL'} ${r.name}: ${r.files} files, ${(r.size / 1000).toFixed(1)} kB packed`,
  )
  for (const p of r.problems) console.log(`     ${p}`)
}
const jsonAt = process.argv.indexOf('--json')
if (jsonAt > 0) writeFileSync(process.argv[jsonAt + 1], JSON.stringify(results, null, 2))
const failed = results.filter((r) => !r.ok).length
console.log(`packs: ${results.length - failed} clean, ${failed} with problems`)
process.exitCode = failed ? 1 : 0
