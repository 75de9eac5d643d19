import { expect, test } from 'vitest'

test('public API', async () => {
  expect(Object.keys(await import('./index.js')).sort()).toMatchInlineSnapshot(`
    [
      "SolanaConfirmationTimeoutError",
      "SolanaInsufficientFundsError",
      "SolanaInvalidTransferError",
      "SolanaRpcError",
      "SolanaSendError",
      "SolanaUnsupportedTransactionVersionError",
      "SolanaWalletFeatureMissingError",
      "solanaAdapter",
      "toSolanaWalletChain",
    ]
  `)
})

// Issue 32 §4: the Solana and Bitcoin adapters both exported `InvalidTransferError` and
// `WalletFeatureMissingError` with different meanings; a host importing both had to alias them.
// Every error an adapter exports starts with its family, and its `name` is its class name.
test('every exported error is named after its family and its class', async () => {
  const errors = Object.entries(await import('./index.js')).filter(
    ([, value]) => typeof value === 'function' && value.prototype instanceof Error,
  )
  expect(errors.length).toBeGreaterThan(0)
  for (const [key, value] of errors) {
    expect(key).toMatch(/^Solana[A-Z]\w*Error$/)
    expect(new (value as new (arg: unknown) => Error)([0]).name).toBe(key)
  }
})
