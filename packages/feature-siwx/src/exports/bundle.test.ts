// @vitest-environment node
import { gzipSync } from 'node:zlib'
import { bundleFeature } from '@gangway/testkit/bundleFeature'
import { expect, it } from 'vitest'

/**
 * What a host pays up front for `import { siwxFeature }`: bundled like a host's bundler does
 * (splitting on import()), the entry chunk is the descriptor and its one error, nothing of the
 * flow, the view, the storage or viem's verifier.
 */
it('the descriptor is tiny and keeps the feature behind import()', async () => {
  const { entry, lazy } = await bundleFeature('feature-siwx', ['siwxFeature'], ['viem', 'viem/*'])
  expect(lazy.length).toBeGreaterThan(0)
  // Up front: the entry and any chunk it imports statically (code shared with the lazy part).
  const imported = [...entry.text.matchAll(/from"\.\/([^"]+)"/g)].map((m) => m[1])
  const upFront = [entry, ...lazy.filter((f) => imported.some((name) => f.path.endsWith(name!)))]
  const text = upFront.map((f) => f.text).join('\n')
  // 662 B before issue 36, +32 for the translations' loader.
  expect(gzipSync(text).length).toBeLessThan(720)
  expect(text).toContain('Cannot set both siweConfig and siwx options')
  expect(text).not.toContain('needs to connect to your wallet')
  expect(text).not.toContain('wants you to sign in with your')
  expect(text).not.toContain('The signature is not valid')
  expect(text).not.toContain('viem')
  const chunks = lazy.map((f) => f.text).join('\n')
  expect(chunks).toContain('needs to connect to your wallet')
  expect(chunks).toContain('wants you to sign in with your')
  // Each locale is a chunk of its own: never up front, in the English chunk or another's.
  expect(text).not.toContain('Fehler beim Signieren der Nachricht')
  const german = lazy.filter((f) => f.text.includes('Fehler beim Signieren der Nachricht'))
  expect(german).toHaveLength(1)
  expect(german[0]!.text).not.toContain('needs to connect to your wallet')
  expect(german[0]!.text).not.toContain('Błąd podczas podpisywania wiadomości')
})
