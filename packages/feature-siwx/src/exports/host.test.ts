import { expect, test } from 'vitest'

test('public API of /host', async () => {
  expect(Object.keys(await import('./host.js')).sort()).toMatchInlineSnapshot(`
    [
      "SiwxNotEnabledError",
      "getSiwxSession",
      "signOutSiwx",
      "useSiwxSession",
      "watchSiwxSession",
    ]
  `)
})
