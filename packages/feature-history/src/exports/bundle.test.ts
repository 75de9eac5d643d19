// @vitest-environment node
import { gzipSync } from 'node:zlib'
import { bundleFeature } from '@gangway/testkit/bundleFeature'
import { expect, it } from 'vitest'

/**
 * What a host pays up front for `import { historyFeature }`: bundled like a host's bundler does
 * (splitting on import()), the entry chunk alone must be the descriptor and nothing of the
 * feature (DESIGN §1: "a tiny descriptor (well under 1 KB)").
 */
it('the descriptor is tiny and keeps the feature behind import()', async () => {
  const { entry, lazy } = await bundleFeature('feature-history', ['historyFeature'])
  expect(lazy.length).toBeGreaterThan(0)
  // 261 B before issue 36; +38 for the translations' loader, +9 for the view's declared title.
  expect(gzipSync(entry.contents).length).toBeLessThan(320)
  expect(entry.text).not.toContain('Failed to fetch transactions')
  // Each locale is a chunk of its own: never in the descriptor, the English chunk or another's.
  expect(entry.text).not.toContain('Transaktionen')
  const german = lazy.filter((f) => f.text.includes('Transaktionen'))
  expect(german).toHaveLength(1)
  expect(german[0]!.text).not.toContain('Transakcje')
  expect(german[0]!.text).not.toContain('Failed to fetch transactions')
  expect(entry.text).not.toContain('eth_newPendingTransactionFilter')
  expect(entry.text).not.toMatch(/from\s*["']@gangway\/core["']/)
  expect(lazy.map((f) => f.text).join('')).toContain('eth_newPendingTransactionFilter')
})
