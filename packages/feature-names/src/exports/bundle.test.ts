// @vitest-environment node
import { gzipSync } from 'node:zlib'
import { bundleFeature } from '@gangway/testkit/bundleFeature'
import { expect, it } from 'vitest'

/**
 * What a host pays up front for `import { namesFeature }`: bundled like a host's bundler does
 * (splitting on import()), the entry chunk is the descriptor, nothing of the views, the
 * validation or the name service.
 */
it('the descriptor is tiny and keeps the feature behind import()', async () => {
  const { entry, lazy } = await bundleFeature('feature-names', ['namesFeature'])
  expect(lazy.length).toBeGreaterThan(0)
  expect(gzipSync(entry.contents).length).toBeLessThan(500)
  expect(entry.text).not.toContain('You already own a name')
  expect(entry.text).not.toContain('/v1/profile/account')
  const chunks = lazy.map((f) => f.text).join('\n')
  expect(chunks).toContain('You already own a name')
  expect(chunks).toContain('/v1/profile/account')
})
