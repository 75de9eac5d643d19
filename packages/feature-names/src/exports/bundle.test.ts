// @vitest-environment node
import { bundleFeature, expectBehindImport } from '@gangway/testkit/bundleFeature'
import { it } from 'vitest'

/**
 * What a host pays up front for `import { namesFeature }`: bundled like a host's bundler does
 * (splitting on import()), the entry chunk is the descriptor, nothing of the views, the
 * validation or the name service.
 */
it('the descriptor is tiny and keeps the feature behind import()', async () => {
  const bundle = await bundleFeature('feature-names', ['namesFeature'])
  expectBehindImport(bundle, 500, ['You already own a name', '/v1/profile/account'])
})
