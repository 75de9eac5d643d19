import { expect, test } from 'vitest'

test('public API', async () => {
  expect(Object.keys(await import('./index.js')).sort()).toMatchInlineSnapshot(`
    [
      "ConfirmationTimeoutError",
      "InsufficientSolError",
      "InvalidTransferError",
      "PREFLIGHT_COMMITMENTS",
      "SAFE_SOLANA_METHODS",
      "SOLANA_CLUSTERS",
      "SolanaRpcError",
      "SolanaSendError",
      "UNSAFE_SOLANA_METHODS",
      "UnsupportedTransactionVersionError",
      "WalletFeatureMissingError",
      "classifySolanaMethod",
      "normalizeSolanaChainId",
      "solanaAdapter",
      "toCommitment",
      "toWalletChain",
    ]
  `)
})
