// @vitest-environment node
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'
import { expect, it } from 'vitest'

/**
 * What a host pays up front for `import { sendFeature, receiveFeature }`: bundled like a host's bundler does
 * (splitting on import()), the entry chunk alone must be the descriptor and nothing of the
 * feature (DESIGN §1: "a tiny descriptor (well under 1 KB)").
 */
it('the descriptor is tiny and keeps the feature behind import()', async () => {
  const root = join(import.meta.dirname, '../../../..')
  const out = await build({
    stdin: {
      contents:
        "export { sendFeature, receiveFeature } from './packages/feature-send/src/exports/index.ts'",
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
    outdir: join(root, '.size-out/feature-send'),
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
      '@noble/hashes',
      '@noble/hashes/*',
    ],
  })
  const entry = out.outputFiles.find((f) => {
    const meta = out.metafile.outputs[f.path.slice(root.length + 1)]
    return meta?.entryPoint !== undefined
  })!
  const lazy = out.outputFiles.filter((f) => f !== entry)
  expect(lazy.length).toBeGreaterThan(0)
  expect(gzipSync(entry.contents).length).toBeLessThan(450)
  expect(entry.text).not.toContain('Transaction started')
  expect(entry.text).not.toContain('checksum mismatch')
  expect(entry.text).not.toMatch(/from\s*["']@gangway\/core["']/)
  const chunks = lazy.map((f) => f.text)
  // Send and Receive are separate chunks: opening Receive does not fetch Send's code.
  const send = chunks.filter((text) => text.includes('checksum mismatch'))
  const receive = chunks.filter((text) => text.includes('Only receive assets on this network'))
  expect(send.length).toBeGreaterThan(0)
  expect(receive.length).toBeGreaterThan(0)
  expect(
    receive.some((text) => text.includes('keccak') || text.includes('Transaction started')),
  ).toBe(false)
})
