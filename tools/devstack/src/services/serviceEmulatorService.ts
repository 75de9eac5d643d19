import type { DevChainInfo } from '../chain/startDevChain.js'
import type { DevstackService } from '../cli/services.js'
import type { SolanaBalanceSource } from './dataApi/solanaBalances.js'

/** Port offset from `--port` (chain +0/+1, services +10, walletconnect +20). */
const serviceEmulatorPortOffset = 10

/**
 * The devstack CLI's `services` part: {@link startServiceEmulator} on `--port + 10` (else a
 * free port), its data API answering from the `chain` service's nodes when that runs.
 * State: `{ url, urls: { walletList, api, analytics } }`.
 */
export const serviceEmulatorService: DevstackService = {
  name: 'services',
  description: 'service emulator: wallet list + images, data API, analytics sink (one port)',
  async start({ port }, started) {
    // Loaded on use so `help` stays quick.
    const { startServiceEmulator } = await import('./startServiceEmulator.js')
    const chainState = started.get('chain')?.state as { chains?: DevChainInfo[] } | undefined
    const emulator = await startServiceEmulator({
      port: port === undefined ? undefined : port + serviceEmulatorPortOffset,
      chains: chainState?.chains ?? [],
      solana: started.get('solana')?.state as SolanaBalanceSource | undefined,
    })
    const control = `${emulator.url}/_control`
    const chainCount = chainState?.chains?.length ?? 0
    return {
      state: { url: emulator.url, urls: emulator.urls },
      summary: [
        `service emulator  ${emulator.url}`,
        `  wallet list  ${emulator.urls.walletList}  (getWallets, getAnalyticsConfig, images)`,
        `  data API     ${emulator.urls.api}  (${chainCount} dev chain${chainCount === 1 ? '' : 's'})`,
        `  analytics    ${emulator.urls.analytics}  (POST /e)`,
        `  control      ${control}: POST /switch {service, mode, delayMs?}, POST /reset,`,
        '               GET /analytics/events, GET /requests?service=walletList|analytics|api',
      ],
      stop: emulator.stop,
    }
  },
}
