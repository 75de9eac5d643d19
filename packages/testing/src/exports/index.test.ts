import { expect, test } from 'vitest'

test('public API', async () => {
  expect(Object.keys(await import('./index.js')).sort()).toMatchInlineSnapshot(`
    [
      "BrowserScriptMissingError",
      "GangwayTestingError",
      "ModalHelperError",
      "ProviderRpcError",
      "TestWalletNotInstalledError",
      "TestWalletOptionsError",
      "announceTestWallet",
      "bitcoinTestWalletScript",
      "connect",
      "createTestWallet",
      "disconnect",
      "evmRequestMethods",
      "handleEvmRequest",
      "installBitcoinTestWallet",
      "installSolanaTestWallet",
      "installTestWallet",
      "openModal",
      "providerErrorCodes",
      "readAccount",
      "resolveTestWalletInfo",
      "solanaTestWalletScript",
      "testWalletDefaults",
      "testWalletIcon",
      "testWalletScript",
    ]
  `)
})

test('public API: bitcoin', async () => {
  expect(Object.keys(await import('./bitcoin.js')).sort()).toMatchInlineSnapshot(`
    [
      "createBitcoinTestWallet",
      "signBip322",
      "signEcdsaMessage",
    ]
  `)
})

test('public API: solana', async () => {
  expect(Object.keys(await import('./solana.js')).sort()).toMatchInlineSnapshot(`
    [
      "createSolanaTestWallet",
      "registerStandardWallet",
    ]
  `)
})
