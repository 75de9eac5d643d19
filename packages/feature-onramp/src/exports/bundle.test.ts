// @vitest-environment node
import { gzipSync } from 'node:zlib'
import { bundleFeature } from '@gangway/testkit/bundleFeature'
import { expect, it } from 'vitest'

/** What a host pays up front for `import { onrampFeature }`: the descriptor, nothing else. */
it('the descriptor is tiny and keeps the feature behind import()', async () => {
  const { entry, lazy } = await bundleFeature('feature-onramp', ['onrampFeature'])
  expect(lazy.length).toBeGreaterThan(0)
  expect(gzipSync(entry.contents).length).toBeLessThan(450)
  expect(entry.text).not.toContain('Buy failed')
  expect(entry.text).not.toContain('/v1/onramp/buy/options')
  const chunks = lazy.map((f) => f.text).join('\n')
  expect(chunks).toContain('Buy failed')
  expect(chunks).toContain('/v1/generators/onrampurl')
  // The blockchain API's real routes, never the dead ones the client once called.
  expect(chunks).toContain('/v1/onramp/buy/options')
  expect(chunks).toContain('/v1/onramp/buy/quotes')
  expect(chunks).not.toMatch(/\/v1\/onramp\/(options|quote)\b/)
})
