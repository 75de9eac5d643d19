// Public API of @gangway/adapter-bitcoin. Entry points re-export by name only (STYLE §10).
export { bitcoinAdapter } from '../bitcoinAdapter.js'
export {
  BitcoinBroadcastError,
  BitcoinEsploraError,
  BitcoinInsufficientFundsError,
  BitcoinInvalidTransferError,
  BitcoinPsbtMismatchError,
  BitcoinPsbtNotSignedError,
  BitcoinWalletConnectError,
  BitcoinWalletFeatureMissingError,
  BitcoinWrongNetworkAddressError,
} from '../internal/errors.js'
export {
  BITCOIN_GENESIS,
  type BitcoinNetworkName,
  bitcoinNetworkName,
  bitcoinRegtest,
  bitcoinSignet,
  bitcoinTestnet4,
  toBitcoinWalletChain,
} from '../networks/bitcoinNetworks.js'
export type {
  BitcoinAccount,
  BitcoinAdapter,
  BitcoinAdapterOptions,
  BitcoinConnector,
  BitcoinMessageProtocol,
  BitcoinProvider,
  BitcoinPurpose,
  BitcoinSentTransaction,
  BitcoinSignInput,
  BitcoinTransactionRequest,
  BitcoinWallet,
} from '../types.js'
