import { expect, test } from 'vitest'

test('public API', async () => {
  expect(Object.keys(await import('./index.js')).sort()).toMatchInlineSnapshot(`
    [
      "EstimateGasError",
      "InvalidSendCallsError",
      "SAFE_RPC_METHODS",
      "UNSAFE_RPC_METHODS",
      "WALLET_RPC_METHODS",
      "classifyRpcMethod",
      "estimateGas",
      "evmAdapter",
      "getGasPrice",
      "signTypedData",
      "validateSendCallsParams",
      "waitForReceipt",
    ]
  `)
})
