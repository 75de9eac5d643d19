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
      "connect",
      "createTestWallet",
      "disconnect",
      "evmRequestMethods",
      "handleEvmRequest",
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

test('public API: solana', async () => {
  expect(Object.keys(await import('./solana.js')).sort()).toMatchInlineSnapshot(`
    [
      "createSolanaTestWallet",
      "registerStandardWallet",
    ]
  `)
})
