import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build, type OutputFile } from 'esbuild'
import { expect } from 'vitest'

/** What a feature package's bundle test checks: the host's entry chunk, and the rest. */
export type FeatureBundle = { entry: OutputFile; lazy: OutputFile[] }

const root = join(import.meta.dirname, '../../..')

/**
 * Bundles `export { …names } from '<package>/src/exports/index.ts'` the way a host's bundler does
 * (esbuild, minified, splitting on import()), with core, the shell, React and the shared
 * libraries external: what a host pays up front for a feature's descriptor (`entry`) and what
 * loads later (`lazy`). Paths are resolved from the repo root, wherever vitest runs (a package's own folder or the root).
 *
 * @example
 * const { entry, lazy } = await bundleFeature('feature-send', ['sendFeature'])
 * expect(gzipSync(entry.contents).length).toBeLessThan(450)
 */
export async function bundleFeature(
  packageDir: string,
  names: string[],
  external: string[] = [],
): Promise<FeatureBundle> {
  const out = await build({
    stdin: {
      contents: `export { ${names.join(', ')} } from './packages/${packageDir}/src/exports/index.ts'`,
      resolveDir: root,
      loader: 'ts',
    },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    splitting: true,
    // Metafile paths are relative to the working directory: the repo root, wherever vitest runs.
    absWorkingDir: root,
    outdir: join(root, `.size-out/${packageDir}`),
    write: false,
    metafile: true,
    logLevel: 'silent',
    jsx: 'automatic',
    external: [
      '@gangway/core',
      '@gangway/modal-shell',
      '@gangway/modal-shell/*',
      'react',
      'react/*',
      'react-dom',
      '@nanostores/react',
      'nanostores',
      'valibot',
      ...external,
    ],
  })
  // The host's entry is stdin's chunk: every import() target is an entry point of its own too.
  const entry = out.outputFiles.find(
    (f) => out.metafile.outputs[f.path.slice(root.length + 1)]?.entryPoint === '<stdin>',
  )
  if (!entry) throw new Error(`bundleFeature: no entry chunk for ${packageDir}`)
  return { entry, lazy: out.outputFiles.filter((f) => f !== entry) }
}

/**
 * A feature's bundle keeps the feature behind import(): something loads later, the entry chunk is
 * under `maxGzip` bytes gzipped, and each of `later` (a text of a view, a service route) is in the
 * chunks loaded later, never in the entry. Returns the later chunks' text for more checks.
 *
 * @example
 * const chunks = expectBehindImport(await bundleFeature('feature-names', ['namesFeature']), 500, [
 *   'You already own a name',
 * ])
 */
export function expectBehindImport(bundle: FeatureBundle, maxGzip: number, later: string[]) {
  const { entry, lazy } = bundle
  expect(lazy.length).toBeGreaterThan(0)
  expect(gzipSync(entry.contents).length).toBeLessThan(maxGzip)
  for (const text of later) expect(entry.text).not.toContain(text)
  const chunks = lazy.map((f) => f.text).join('\n')
  for (const text of later) expect(chunks).toContain(text)
  return chunks
}
