import { expect, test } from 'vitest'

test('public API', async () => {
  expect(Object.keys(await import('./index.js')).sort()).toMatchInlineSnapshot(`
    [
      "GANGWAY_CONNECTOR_TYPE",
      "WAGMI_RECONNECT_WAIT_MS",
      "wagmiAdapter",
      "withWagmiState",
    ]
  `)
})
