// @vitest-environment node
import { bundleFeature, expectBehindImport } from '@gangway/testkit/bundleFeature'
import { expect, it } from 'vitest'

/** What a host pays up front for `import { onrampFeature }`: the descriptor, nothing else. */
it('the descriptor is tiny and keeps the feature behind import()', async () => {
  const bundle = await bundleFeature('feature-onramp', ['onrampFeature'])
  // 589 B with the action's icon, +39 for the translations' loader (issue 36 §1).
  const chunks = expectBehindImport(bundle, 650, ['Buy failed', '/v1/onramp/buy/options'])
  // Each locale is a chunk of its own: never in the descriptor, the English chunk or another's.
  expect(bundle.entry.text).not.toContain('Kauf fehlgeschlagen')
  const german = bundle.lazy.filter((f) => f.text.includes('Kauf fehlgeschlagen'))
  expect(german).toHaveLength(1)
  expect(german[0]!.text).not.toContain('Buy failed')
  expect(german[0]!.text).not.toContain('Zakup nie powiódł się')
  expect(chunks).toContain('/v1/generators/onrampurl')
  // The blockchain API's real routes, never the dead ones the client once called.
  expect(chunks).toContain('/v1/onramp/buy/quotes')
  expect(chunks).not.toMatch(/\/v1\/onramp\/(options|quote)\b/)
})
