// @vitest-environment node
import { gzipSync } from 'node:zlib'
import { bundleFeature } from '@gangway/testkit/bundleFeature'
import { expect, it } from 'vitest'

/**
 * What a host pays up front for `import { sendFeature, receiveFeature }`: bundled like a host's bundler does
 * (splitting on import()), the entry chunk alone must be the descriptor and nothing of the
 * feature (DESIGN §1: "a tiny descriptor (well under 1 KB)").
 */
it('the descriptor is tiny and keeps the feature behind import()', async () => {
  const { entry, lazy } = await bundleFeature(
    'feature-send',
    ['sendFeature', 'receiveFeature'],
    ['@noble/hashes', '@noble/hashes/*'],
  )
  expect(lazy.length).toBeGreaterThan(0)
  // 415 B before issue 36; +37 B the actions' icon paths (§3), +41 B the two `messages` loaders
  // (§1: one dynamic import of the locales' chunk map each; no text of any locale).
  expect(gzipSync(entry.contents).length).toBeLessThan(500)
  expect(entry.text).not.toContain('Transaction started')
  expect(entry.text).not.toContain('checksum mismatch')
  // Each locale is a chunk of its own, loaded only when chosen: none in the entry, none in the
  // English views' chunks.
  expect(entry.text).not.toContain('Transaktion gestartet')
  const german = lazy.filter((f) => f.text.includes('Transaktion gestartet'))
  expect(german).toHaveLength(1)
  expect(german[0]!.text).not.toContain('Transaction started')
  expect(german[0]!.text).not.toContain('取引を開始しました')
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
