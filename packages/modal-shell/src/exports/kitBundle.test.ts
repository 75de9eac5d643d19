// @vitest-environment node
import { join } from 'node:path'
import { build } from 'esbuild'
import { expect, it } from 'vitest'

const root = join(import.meta.dirname, '../../../..')

/**
 * Issue 36 §3: "all tree-shaken and lazy where they are not shown on first paint". A feature
 * importing the kit's NetworkIcon, bundled as a host's bundler does (esbuild, splitting on
 * import()), with core's network-icons entry bundled from source and the rest of core external:
 * the marks' SVG is in a chunk loaded later, never in the entry or what it imports statically.
 */
it('the kit’s NetworkIcon keeps the bundled network marks behind import()', async () => {
  const out = await build({
    stdin: {
      contents: `export { NetworkIcon } from './packages/modal-shell/src/exports/kit.ts'`,
      resolveDir: root,
      loader: 'ts',
    },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    splitting: true,
    absWorkingDir: root,
    outdir: join(root, '.size-out/modal-shell-kit'),
    write: false,
    metafile: true,
    logLevel: 'silent',
    jsx: 'automatic',
    alias: { '@gangway/core/network-icons': './packages/core/src/exports/network-icons.ts' },
    external: [
      '@gangway/core',
      '@gangway/core/internal',
      '@gangway/core/networks',
      '@gangway/core/services',
      'react',
      'react/*',
      'react-dom',
      '@nanostores/react',
      'nanostores',
      'uqr',
    ],
  })
  const outputs = out.metafile.outputs
  const entry = Object.keys(outputs).find((k) => outputs[k]!.entryPoint === '<stdin>')!
  // The entry and every chunk it imports statically: what the feature's chunk pays for at once.
  const upFront = new Set<string>()
  const queue = [entry]
  while (queue.length) {
    const next = queue.pop()!
    if (upFront.has(next)) continue
    upFront.add(next)
    for (const i of outputs[next]!.imports)
      if (i.kind === 'import-statement' && outputs[i.path]) queue.push(i.path)
  }
  const text = (rel: string) => out.outputFiles.find((f) => f.path === join(root, rel))!.text
  const later = Object.keys(outputs).filter((k) => !upFront.has(k))
  // Ethereum's disk colour and the marks' 32-unit square: the SVG of the bundled marks.
  const isMarks = (code: string) => code.includes('#627EEA') && code.includes('0 0 32 32')
  expect([...upFront].map(text).some(isMarks)).toBe(false)
  expect(later.map(text).filter(isMarks)).toHaveLength(1)
  expect(text(entry)).toContain('import(')
})
