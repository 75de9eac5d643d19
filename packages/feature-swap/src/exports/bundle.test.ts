// @vitest-environment node
import { gzipSync } from 'node:zlib'
import { bundleFeature } from '@gangway/testkit/bundleFeature'
import { expect, it } from 'vitest'

/**
 * What a host pays up front for `import { swapFeature }`: bundled like a host's bundler does
 * (splitting on import()), the entry chunk alone must be the descriptor and nothing of the
 * feature (DESIGN §1: "a tiny descriptor (well under 1 KB)").
 */
it('the descriptor is tiny and keeps the feature behind import()', async () => {
  const { entry, lazy } = await bundleFeature('feature-swap', ['swapFeature'])
  expect(lazy.length).toBeGreaterThan(0)
  // Issue 36: +38 B for the translations' loader (the action's icon path came just before).
  expect(gzipSync(entry.contents).length).toBeLessThan(600)
  expect(entry.text).not.toContain('Approve limit increase')
  // Each locale is a chunk of its own: never in the descriptor, the English chunk or another's.
  expect(entry.text).not.toContain('Tausch')
  const german = lazy.filter((f) => f.text.includes('Tausch pr'))
  expect(german).toHaveLength(1)
  expect(german[0]!.text).not.toContain('Approve limit increase')
  expect(german[0]!.text).not.toContain('Wymie')
  expect(entry.text).not.toContain('/v1/convert/')
  expect(entry.text).not.toMatch(/from\s*["']@gangway\/core["']/)
  const chunks = lazy.map((f) => f.text).join('\n')
  expect(chunks).toContain('Approve limit increase in your wallet')
  expect(chunks).toContain('/v1/convert/build-transaction')
  const lazyGzip = lazy.reduce((sum, f) => sum + gzipSync(f.contents).length, 0)
  console.info(`swap descriptor ${gzipSync(entry.contents).length} B gzip, lazy ${lazyGzip} B gzip`)
})
