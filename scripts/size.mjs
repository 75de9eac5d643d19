#!/usr/bin/env node
// Size check: bundles each budgeted import the way a host app would (esbuild: bundle, minify,
// tree-shake, ESM, browser), with peer dependencies external, and compares gzip against the
// budget in size-budgets.json. Code split off by `import()` (WalletConnect, features, lazy views)
// is measured apart as "loaded later", with its own optional `lazyGzip` budget. Needs the packages
// built (`npm run build`).
// Usage: node scripts/size.mjs [--json FILE]
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { build } from 'esbuild'

const root = join(import.meta.dirname, '..')
const { budgets } = JSON.parse(readFileSync(join(root, 'size-budgets.json'), 'utf8'))
const require = createRequire(join(root, 'package.json'))

/** '@scope/name/sub' → '@scope/name'; 'name/sub' → 'name'. */
const packageName = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/')

const results = []
for (const budget of budgets) {
  // A budget is one package's import (`package` may be a subpath export such as
  // '@gangway/modal-shell/kit'), or `code`: a small host app (its `peers` excluded).
  const peers = budget.code
    ? (budget.peers ?? [])
    : Object.keys(require(`${packageName(budget.package)}/package.json`).peerDependencies ?? {})
  // `entry`: a subpath of the package (`@gangway/core/services`); `entries` with import '*':
  // every entry, each as a namespace; `alsoImport`: more imports from other entries.
  const entry = budget.entry ?? budget.package
  const code =
    budget.code ??
    (budget.import === '*'
      ? (budget.entries ?? [entry]).map((e, i) => `export * as e${i} from '${e}'`).join('\n')
      : [
          `export ${budget.import} from '${entry}'`,
          ...Object.entries(budget.alsoImport ?? {}).map(
            ([e, list]) => `export ${list} from '${e}'`,
          ),
        ].join('\n'))
  let gzip = Number.NaN
  let brotli = Number.NaN
  let minified = Number.NaN
  let error
  let lazyGzip = 0
  // Issue 36 §1: a package's translations are one chunk per locale (`src/locales/<locale>.ts`),
  // and a page fetches one of them, only when that locale is chosen: counted apart from the code
  // loaded later (the largest, and how many), never summed into it.
  let localeGzip = 0
  let localeChunks = 0
  try {
    // Split like a host's bundler does: what the entry imports statically is what a page pays
    // for up front; `import()` targets (WalletConnect, features, lazy views) are counted apart.
    const out = await build({
      stdin: { contents: code, resolveDir: root, loader: 'js', sourcefile: 'entry.js' },
      bundle: true,
      minify: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      write: false,
      splitting: true,
      outdir: join(root, '.size-out'),
      metafile: true,
      logLevel: 'silent',
      // Resolve packages as a host does, through package.json exports into dist: without this the
      // workspace packages' tsconfig.json `paths` (to src, for tests and tsc) made esbuild bundle
      // a second copy of core and the shell from src next to dist.
      tsconfigRaw: {},
      external: [...peers, ...(budget.external ?? [])].flatMap((p) => [p, `${p}/*`]),
    })
    const files = new Map(out.outputFiles.map((f) => [f.path, f.contents]))
    const outputs = out.metafile.outputs
    const abs = (rel) => join(root, rel)
    const entry = Object.keys(outputs).find((k) => outputs[k].entryPoint === 'entry.js')
    const initial = new Set()
    const visit = (rel) => {
      if (initial.has(rel)) return
      initial.add(rel)
      for (const i of outputs[rel].imports)
        if (i.kind === 'import-statement' && outputs[i.path]) visit(i.path)
    }
    visit(entry)
    const gz = (bytes) => gzipSync(bytes, { level: 9 }).length
    const initialBytes = Buffer.concat([...initial].map((rel) => files.get(abs(rel))))
    minified = initialBytes.length
    gzip = gz(initialBytes)
    brotli = brotliCompressSync(initialBytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }).length
    const isLocale = (rel) => {
      const inputs = Object.keys(outputs[rel].inputs)
      return (
        inputs.length > 0 &&
        inputs.every((i) =>
          /\/locales\/(?!index\.js$)[^/]+\.js$|\/locales\/[^/]+\/[^/]+\.js$/.test(i),
        )
      )
    }
    for (const rel of Object.keys(outputs)) {
      if (initial.has(rel) || !rel.endsWith('.js')) continue
      const size = gz(files.get(abs(rel)))
      if (!isLocale(rel)) lazyGzip += size
      else {
        localeChunks++
        localeGzip = Math.max(localeGzip, size)
      }
    }
  } catch (e) {
    error = e instanceof Error ? e.message.split('\n')[0] : String(e)
  }
  const ok =
    !error && gzip <= budget.gzip && (budget.lazyGzip === undefined || lazyGzip <= budget.lazyGzip)
  results.push({
    name: budget.name,
    minified,
    gzip,
    brotli,
    lazyGzip,
    localeGzip,
    localeChunks,
    budget: budget.gzip,
    lazyBudget: budget.lazyGzip,
    ok,
    error,
  })
}

const kb = (n) => (Number.isNaN(n) ? '—' : `${(n / 1000).toFixed(2)} kB`)
for (const r of results) {
  const mark = r.ok ? 'ok  ' : 'FAIL'
  console.log(
    `${mark} ${r.name}\n     ${kb(r.gzip)} gzip, ${kb(r.brotli)} brotli, ${kb(r.minified)} minified; budget ${kb(r.budget)} gzip${r.lazyGzip ? `\n     loaded later with import(): ${kb(r.lazyGzip)} gzip${r.lazyBudget ? `; budget ${kb(r.lazyBudget)}` : ''}` : ''}${r.localeChunks ? `\n     translations: ${r.localeChunks} locale chunks, one fetched when chosen; largest ${kb(r.localeGzip)} gzip` : ''}${r.error ? `\n     error: ${r.error}` : ''}`,
  )
}
const jsonAt = process.argv.indexOf('--json')
if (jsonAt > 0) writeFileSync(process.argv[jsonAt + 1], JSON.stringify(results, null, 2))
const failed = results.filter((r) => !r.ok).length
console.log(`size: ${results.length - failed} within budget, ${failed} over or failing`)
process.exitCode = failed ? 1 : 0
