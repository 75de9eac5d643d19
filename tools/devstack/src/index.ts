// @gangway/devstack: local stand-ins for Gangway's chains and wallets (private; tests and demo).

// The injected test wallets moved to the published @gangway/testing (issue 33 §4); re-exported
// here under their devstack names so the repo's tests and the demo keep one import.
export {
  type AnnounceTestWalletParameters,
  announceTestWallet,
  type BitcoinTestWalletMode,
  type BitcoinTestWalletRequest,
  type BitcoinTestWalletScriptOptions as BrowserBitcoinTestWalletConfig,
  bitcoinTestWalletScript as buildBitcoinTestWalletScript,
  type CreateBitcoinTestWalletParameters,
  type CreateSolanaTestWalletParameters,
  type CreateTestWalletParameters,
  type CreateTestWalletReturnType,
  createTestWallet,
  type EventTargetLike,
  ProviderRpcError,
  providerErrorCodes,
  resolveTestWalletInfo,
  type SolanaTestWalletMode,
  type SolanaTestWalletRequest,
  type SolanaTestWalletScriptOptions as BrowserSolanaTestWalletConfig,
  solanaTestWalletScript as buildSolanaTestWalletScript,
  type TestWalletAnnouncement,
  type TestWalletChain,
  type TestWalletControl,
  type TestWalletEvent,
  type TestWalletEventMap,
  type TestWalletInfo,
  type TestWalletMode,
  type TestWalletProvider,
  type TestWalletRequestArguments,
  type TestWalletRequestLogEntry,
  type TestWalletScriptOptions as BuildTestWalletScriptParameters,
  type TestWalletState,
  testWalletDefaults,
  testWalletIcon,
  testWalletScript as buildTestWalletScript,
} from '@gangway/testing'
export {
  type BitcoinTestWallet,
  createBitcoinTestWallet,
  signBip322,
  signEcdsaMessage,
} from '@gangway/testing/bitcoin'
export {
  createSolanaTestWallet,
  registerStandardWallet,
  type SolanaTestWallet,
} from '@gangway/testing/solana'
export {
  AUTH_FRAME_VALID_CODE,
  type AuthFrameFaults,
  type StartAuthFrameParameters,
  type StartAuthFrameReturnType,
  startAuthFrame,
} from './authFrame/startAuthFrame.js'
export {
  createRegtestLedger,
  type LedgerTx,
  type RegtestLedger,
  RegtestRejectError,
} from './bitcoin/createRegtestLedger.js'
export {
  type BitcoinTestAccount,
  type BitcoinTestKey,
  bitcoinTestAccounts,
  REGTEST,
  REGTEST_CAIP_NETWORK_ID,
  REGTEST_GENESIS_HASH,
} from './bitcoin/regtestKeys.js'
export {
  type BitcoinRegtestInfo,
  REGTEST_FEE_ESTIMATES,
  type StartBitcoinRegtestParameters,
  type StartBitcoinRegtestReturnType,
  startBitcoinRegtest,
} from './bitcoin/startBitcoinRegtest.js'
export {
  type Artifact,
  loadOpenZeppelinArtifact,
  loadUniswapArtifact,
  withDecimals,
} from './chain/artifacts.js'
export {
  type AmmContracts,
  type AmmPoolName,
  ammPoolNames,
  ammSeeds,
} from './chain/deployAmm.js'
export {
  type DevChainContracts,
  deployFixtures,
  devFixtures,
  type FixtureSet,
} from './chain/deployFixtures.js'
export { deployErc1271Wallet, erc1271WalletInitCode } from './chain/erc1271Wallet.js'
export {
  type AnvilProcess,
  getFreePort,
  resolveAnvilBinary,
  type SpawnAnvilParameters,
  spawnAnvil,
} from './chain/spawnAnvil.js'
export {
  type DevChainDefinition,
  type DevChainInfo,
  defaultDevChains,
  type StartDevChainParameters,
  type StartDevChainReturnType,
  startDevChain,
} from './chain/startDevChain.js'
export { type TestAccount, testAccounts, testMnemonic } from './chain/testAccounts.js'
export { loadUniswapArtifacts, type UniswapArtifacts } from './chain/uniswapArtifacts.js'
export {
  type CreateDataApiParameters,
  type CreateDataApiReturnType,
  createDataApi,
  type PoolState,
} from './services/dataApi/createDataApi.js'
export {
  RECORDED_PROFILE_AT,
  recordedProfiles,
} from './services/dataApi/recordedProfiles.js'
export {
  type FixtureAnswer,
  type FixtureRequest,
  startFixtureServer,
} from './services/http/startFixtureServer.js'
export { type DecodedPng, decodePng } from './services/images/decodePng.js'
export {
  type DataApi,
  type DataApiFactory,
  type StartServiceEmulatorParameters,
  type StartServiceEmulatorReturnType,
  startServiceEmulator,
} from './services/startServiceEmulator.js'
export type {
  AnalyticsEventRecord,
  EmulatedService,
  ServiceHandler,
  ServiceMode,
  ServiceRequestLogEntry,
  ServiceSwitch,
} from './services/types.js'
export { catalogueChains, type WalletListEntry } from './services/walletList/types.js'
export { walletCatalogue, walletCatalogueSize } from './services/walletList/walletCatalogue.js'
export { walletFixtureIds, walletFixtures } from './services/walletList/walletFixtures.js'
export { walletImageType } from './services/walletList/walletImageType.js'
export {
  type StartSiwxServerParameters,
  type StartSiwxServerReturnType,
  startSiwxServer,
} from './siwx/startSiwxServer.js'
export {
  createSolanaRpc,
  LOCAL_GENESIS_HASH,
  SOLANA_TOKEN,
  type SolanaFaults,
  type SolanaRpc,
} from './solana/createSolanaRpc.js'
export {
  type SolanaTestAccount,
  solanaKeypairs,
  solanaTestAccounts,
} from './solana/solanaAccounts.js'
export { type SpawnedSolanaChain, spawnSolanaChain } from './solana/spawnSolanaChain.js'
export {
  type SolanaChainInfo,
  type StartSolanaChainParameters,
  type StartSolanaChainReturnType,
  startSolanaChain,
} from './solana/startSolanaChain.js'
export {
  BIP122_EVENTS,
  BIP122_METHODS,
  type BitcoinAccountAddress,
  type BitcoinRemoteSigner,
  type BitcoinSignPsbtResult,
  type CreateBitcoinRemoteSignerParameters,
  createBitcoinRemoteSigner,
} from './walletconnect/createBitcoinRemoteSigner.js'
export { createMemoryStorage, type MemoryStorage } from './walletconnect/createMemoryStorage.js'
export {
  type CreateRemoteWalletParameters,
  createRemoteWallet,
  type RemoteWallet,
  type RemoteWalletAccountSource,
  type RemoteWalletBitcoinHook,
  type RemoteWalletChain,
  type RemoteWalletProposal,
  type RemoteWalletProposalMode,
  type RemoteWalletRequest,
  type RemoteWalletRequestMode,
  type RemoteWalletSession,
  type RemoteWalletSolanaHook,
} from './walletconnect/createRemoteWallet.js'
export {
  type CreateSolanaRemoteSignerParameters,
  createSolanaRemoteSigner,
  type SolanaRemoteSigner,
  type SolanaSignTransactionResult,
} from './walletconnect/createSolanaRemoteSigner.js'
export {
  ControlApiError,
  RelayError,
  RemoteWalletError,
  RemoteWalletTimeoutError,
  WalletConnectStackError,
} from './walletconnect/errors.js'
export {
  type StartControlServerParameters,
  type StartControlServerReturnType,
  startControlServer,
} from './walletconnect/startControlServer.js'
export {
  type RelayStats,
  type StartRelayParameters,
  type StartRelayReturnType,
  startRelay,
} from './walletconnect/startRelay.js'
export {
  type StartWalletConnectStackParameters,
  type StartWalletConnectStackReturnType,
  startWalletConnectStack,
  walletConnectPortOffsets,
} from './walletconnect/startWalletConnectStack.js'
