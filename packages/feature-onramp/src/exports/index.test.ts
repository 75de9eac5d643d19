import { expect, test } from 'vitest'

test('public API', async () => {
  expect(Object.keys(await import('./index.js')).sort()).toMatchInlineSnapshot(`
    [
      "onrampFeature",
    ]
  `)
})
