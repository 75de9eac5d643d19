import { expect, test } from 'vitest'

test('public API', async () => {
  expect(Object.keys(await import('./index.js')).sort()).toMatchInlineSnapshot(`
    [
      "BITCOIN_GENESIS",
      "BitcoinWalletConnectError",
      "BroadcastError",
      "EsploraError",
      "InsufficientBtcError",
      "InvalidTransferError",
      "PsbtMismatchError",
      "PsbtNotSignedError",
      "WalletFeatureMissingError",
      "WrongNetworkAddressError",
      "bitcoinAdapter",
      "bitcoinNetworkName",
      "bitcoinRegtest",
      "bitcoinSignet",
      "bitcoinTestnet4",
      "toWalletChain",
    ]
  `)
})
