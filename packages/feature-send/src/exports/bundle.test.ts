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
