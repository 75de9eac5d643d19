// @vitest-environment node
import { bundleFeature, expectBehindImport } from '@gangway/testkit/bundleFeature'
import { expect, it } from 'vitest'

/** What a host pays up front for `import { onrampFeature }`: the descriptor, nothing else. */
it('the descriptor is tiny and keeps the feature behind import()', async () => {
  const bundle = await bundleFeature('feature-onramp', ['onrampFeature'])
  const chunks = expectBehindImport(bundle, 600, ['Buy failed', '/v1/onramp/buy/options'])
  expect(chunks).toContain('/v1/generators/onrampurl')
  // The blockchain API's real routes, never the dead ones the client once called.
  expect(chunks).toContain('/v1/onramp/buy/quotes')
  expect(chunks).not.toMatch(/\/v1\/onramp\/(options|quote)\b/)
})
