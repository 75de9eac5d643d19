// Public API of @gangway/testing: the test wallets for hosts' own browser tests. Entry points
// re-export by name only (STYLE §10). This entry is Node-side (it reads the prebuilt browser
// scripts); '@gangway/testing/solana' and '/bitcoin' hold those wallets themselves for
// in-process tests.
export type {
  BitcoinTestAccount,
  BitcoinTestKey,
  BitcoinTestWalletMode,
  BitcoinTestWalletRequest,
  CreateBitcoinTestWalletParameters,
} from '../bitcoin/types.js'
export {
  BrowserScriptMissingError,
  GangwayTestingError,
  ModalHelperError,
  TestWalletNotInstalledError,
  TestWalletOptionsError,
} from '../errors.js'
export {
  type AnnounceTestWalletParameters,
  announceTestWallet,
  type EventTargetLike,
  type TestWalletAnnouncement,
} from '../evm/announceTestWallet.js'
export {
  type CreateTestWalletParameters,
  type CreateTestWalletReturnType,
  createTestWallet,
  type TestWalletChain,
  type TestWalletControl,
  type TestWalletEvent,
  type TestWalletEventMap,
  type TestWalletMode,
  type TestWalletProvider,
  type TestWalletRequestArguments,
  type TestWalletRequestLogEntry,
  type TestWalletState,
  type TestWalletStorage,
} from '../evm/createTestWallet.js'
export { ProviderRpcError, providerErrorCodes } from '../evm/errors.js'
export {
  type EvmWalletChain,
  evmRequestMethods,
  type HandleEvmRequestParameters,
  handleEvmRequest,
} from '../evm/handleEvmRequest.js'
export {
  resolveTestWalletInfo,
  type TestWalletInfo,
  testWalletDefaults,
  testWalletIcon,
} from '../evm/testWalletInfo.js'
export { type ConnectOptions, connect } from '../playwright/connect.js'
export { disconnect } from '../playwright/disconnect.js'
export {
  type BitcoinTestWalletHandle,
  installBitcoinTestWallet,
} from '../playwright/installBitcoinTestWallet.js'
export {
  installSolanaTestWallet,
  type SolanaTestWalletHandle,
  type SolanaTestWalletState,
} from '../playwright/installSolanaTestWallet.js'
export { installTestWallet, type TestWalletHandle } from '../playwright/installTestWallet.js'
export { type ModalHelperOptions, openModal } from '../playwright/openModal.js'
export type { LocatorLike, PageLike } from '../playwright/pageLike.js'
export { readAccount } from '../playwright/readAccount.js'
export {
  type BitcoinTestWalletScriptOptions,
  bitcoinTestWalletScript,
} from '../script/bitcoinTestWalletScript.js'
export {
  type SolanaTestWalletScriptOptions,
  solanaTestWalletScript,
} from '../script/solanaTestWalletScript.js'
export type { TestWalletScriptOptions } from '../script/testWalletOptions.js'
export { testWalletScript } from '../script/testWalletScript.js'
export type {
  CreateSolanaTestWalletParameters,
  SolanaTestWalletMode,
  SolanaTestWalletRequest,
} from '../solana/types.js'
