import { createFrameClient, type FrameClient } from '../frame/createFrameClient.js'
import { type CaipNetworkId, getRpcUrls, STORAGE_KEYS, showAlert } from '../internal/core.js'
import type { AuthRuntime } from '../state.js'
import { authText } from '../text.js'

/**
 * Creates the hidden login frame on the eip155 chain to start on (the stored last-used one,
 * else the active, else the first); once it is ready it gets the theme (then each change of
 * it) and the dapp's data; a frame that does not load shows an alert. `stop` ends the theme
 * sync.
 */
export function openFrame(runtime: AuthRuntime): {
  client: FrameClient
  chainId: CaipNetworkId
  stop: () => void
} {
  const { engine, options } = runtime
  const networks = engine.config.networks.filter((n) => n.chainNamespace === 'eip155')
  const stored = engine.storage.get(STORAGE_KEYS.lastUsedChain)
  const active = engine.$activeNetworks.get().eip155 ?? networks[0]
  const start = networks.find((n) => n.caipNetworkId === stored) ?? active ?? networks[0]
  const chainId = (start?.caipNetworkId ?? 'eip155:1') as CaipNetworkId
  const client = createFrameClient({
    frameUrl: options.frameUrl,
    projectId: engine.config.projectId,
    chainId,
    rpcUrl: start ? getRpcUrls(engine.config, start)[0] : undefined,
    enableLogger: engine.logger.level === 'debug',
    logger: engine.logger,
    ...(options.readyTimeout ? { readyTimeout: options.readyTimeout } : {}),
  })
  client.ready.then(
    () => {
      // Spec §7 "sync theme, sync dapp data": best effort, each call settles on its own.
      const theme = engine.$theme.get()
      void client.call('SYNC_THEME', { themeMode: theme.mode }).catch(() => {})
      const metadata = engine.config.metadata
      void client
        .call('SYNC_DAPP_DATA', {
          projectId: engine.config.projectId,
          sdkVersion: 'gangway',
          metadata: metadata ?? null,
        })
        .catch(() => {})
    },
    (error: unknown) => {
      engine.logger.error('auth: the login frame did not load', error)
      showAlert(engine, {
        title: authText(engine, 'error.AuthFrameLoadError'),
        description: authText(engine, 'loadFailedText'),
      })
    },
  )
  const stop = engine.$theme.listen((theme) => {
    void client.call('SYNC_THEME', { themeMode: theme.mode }).catch(() => {})
  })
  return { client, chainId, stop }
}
