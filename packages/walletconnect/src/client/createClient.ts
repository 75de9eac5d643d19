import { atom } from 'nanostores'
import type { Engine, WalletConnectClient } from '../internal/core.js'
import type { WalletConnectOptions } from '../types.js'
import { buildWalletLink } from './buildWalletLink.js'
import { type ClientState, idle, patch } from './clientState.js'
import { type Clock, systemClock } from './createAttempt.js'
import { cancel, connect } from './pairing.js'
import { qrMatrix } from './qrMatrix.js'
import { restore } from './restore.js'

/**
 * Creates the WalletConnect client of one engine (what `loadWalletConnect(engine)` resolves
 * to): a sign client started on first use (`signClient.ts`), pairings shown as URI / QR code and
 * replaced before they expire (`pairing.ts`), sessions whose namespaces connect through their
 * adapters (each gets the provider its `walletConnect` capability builds over a session bridge,
 * `sessions.ts`), session restore at start (`restore.ts`), and session end on the visitor's
 * disconnect or the wallet's `session_delete`. The sign client is torn down when the engine
 * stops or is destroyed (pairing-expiry timers go with its attempt) and chain reads abort with
 * the engine; its stored session stays for the next start.
 *
 * @param engine - the engine whose adapters and stores the sessions feed
 * @param options - storage, relay URL and link opener (from `walletConnect(options)`)
 * @param clock - the pairing-expiry clock (tests)
 * @example
 * import { loadWalletConnect } from '@gangway/core'
 * const client = await loadWalletConnect(engine) // createClient(engine, options) behind it
 * client.$state.listen((state) => render(state.wcUri))
 * await client.connect()
 */
export function createClient(
  engine: Engine,
  options: WalletConnectOptions = {},
  clock: Clock = systemClock,
): WalletConnectClient {
  const c: ClientState = {
    engine,
    options,
    clock,
    $state: atom(idle()),
    starting: undefined,
    handle: undefined,
    session: undefined,
    providers: new Map(),
    removeConnectors: [],
    attempt: undefined,
    restoring: undefined,
    rpcId: 0,
  }
  return {
    $state: c.$state,
    connect: (parameters) => connect(c, parameters),
    cancel: () => cancel(c),
    openWallet({ wallet, platform }) {
      const uri = c.$state.get().wcUri
      if (!uri) return undefined
      const opened = buildWalletLink(wallet, platform, uri)
      if (!opened) {
        engine.logger.warn(`walletconnect: ${wallet.name} has no safe ${platform} link`)
        return undefined
      }
      const target = platform === 'mobile' ? '_self' : '_blank'
      try {
        if (options.open) options.open(opened.href, target)
        else if (typeof window !== 'undefined') window.open(opened.href, target, 'noreferrer')
        else throw new Error('no window to open a link in')
      } catch (error) {
        engine.logger.error('walletconnect: opening the wallet failed', error)
        return undefined
      }
      patch(c, { wcLinking: opened })
      return opened
    },
    qrMatrix,
    restore: () => restore(c),
  }
}
