// Public API of @gangway/wagmi. Entry points re-export by name only (STYLE §10).
export { GANGWAY_CONNECTOR_TYPE } from '../remoteConnector.js'
export {
  WAGMI_RECONNECT_WAIT_MS,
  type WagmiAdapterOptions,
  wagmiAdapter,
} from '../wagmiAdapter.js'
export {
  type WagmiInitialState,
  withWagmiState,
} from '../withWagmiState.js'
