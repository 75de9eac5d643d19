import { SignClient } from '@walletconnect/sign-client'
import type { Engine } from '../internal/core.js'
import type { WalletConnectOptions } from '../types.js'

/** A started sign client and how to shut it down. */
export type SignClientHandle = {
  client: InstanceType<typeof SignClient>
  /** The storage prefix its pairings, sessions and keys are kept under. */
  storagePrefix: string
  /** Closes the relay socket and timers; the stored session stays for the next start. */
  dispose(): Promise<void>
}

/** Our storage prefix (WalletConnect keys read `wc@2:…:gangway//session`). */
export const STORAGE_PREFIX = 'gangway'

// WalletConnect's Core registers itself on globalThis under its storage prefix and hands that
// instance to the next client with the same prefix. Two live clients in one page (two modals,
// or two engines in one test) must not share one, so a second one takes the next free prefix.
const globalKey = (prefix: string) => `_walletConnectCore_${prefix}`
function freePrefix(): string {
  const g = globalThis as Record<string, unknown>
  for (let n = 1; ; n++) {
    const prefix = n === 1 ? STORAGE_PREFIX : `${STORAGE_PREFIX}-${n}`
    if (!g[globalKey(prefix)]) return prefix
  }
}

/**
 * Starts a WalletConnect sign client for an engine: its project id, the relay of
 * `options.relayUrl` or `config.services.relay` (neither set: sign-client's own default, the
 * WalletConnect network's relay, the network a wallet that scans the `wc:` URI joins), the app metadata, our own storage prefix, no
 * WalletConnect telemetry (Gangway has its own analytics), and origin attestation (Verify)
 * unless `options.verify` is false.
 *
 * @example
 * const { client, dispose } = await initSignClient(engine, {})
 */
export async function initSignClient(
  engine: Engine,
  options: WalletConnectOptions,
): Promise<SignClientHandle> {
  const storagePrefix = freePrefix()
  const { config } = engine
  const forget = () => {
    const g = globalThis as Record<string, unknown>
    delete g[globalKey(storagePrefix)]
    delete g[`${globalKey(storagePrefix)}_count`]
  }
  const relayUrl = options.relayUrl ?? config.services.relay
  let client: InstanceType<typeof SignClient>
  try {
    client = await SignClient.init({
      projectId: config.projectId,
      ...(relayUrl ? { relayUrl } : {}),
      ...(config.metadata ? { metadata: config.metadata } : {}),
      telemetryEnabled: false,
      customStoragePrefix: storagePrefix,
      ...(options.storage ? { storage: options.storage } : {}),
      logger: config.logLevel,
    })
  } catch (error) {
    forget()
    throw error
  }
  // Origin attestation (Verify) stays on by default: wallets use it to warn about phishing
  // domains. A host on a relay without Verify (the offline devstack) turns it off; otherwise every
  // proposal and signing request waits for an attestation iframe that cannot load (up to 5 s).
  if (options.verify === false) client.core.verify.register = async () => ''
  return {
    client,
    storagePrefix,
    async dispose() {
      // At once, so a client started right after (a new engine) gets this prefix again.
      forget()
      client.core.heartbeat.stop()
      try {
        await client.core.relayer.transportClose()
      } catch (error) {
        engine.logger.warn('walletconnect: closing the relay socket failed', error)
      }
    },
  }
}
