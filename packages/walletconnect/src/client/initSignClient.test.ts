import { Socket } from 'node:net'
import { createEngine } from '@gangway/core'
import { internal } from '@gangway/core/internal'
import { mainnet } from '@gangway/core/networks'
import { createMemoryStorage, startRelay } from '@gangway/devstack'
import { afterEach, describe, expect, it } from 'vitest'
import { initSignClient } from './initSignClient.js'

// A wallet that scans the pairing URI (`wc:…@2?relay-protocol=irn&symKey=…`: no relay URL in it)
// joins the WalletConnect network's relay, so the page's client must be on that network too.
const WALLETCONNECT_RELAY = 'wss://relay.walletconnect.org'

/** Refuses every TCP connection off 127.0.0.1 before it starts (no DNS, no traffic). */
function refuseOutside() {
  const tried: string[] = []
  const original = Socket.prototype.connect
  // biome-ignore lint/suspicious/noExplicitAny: Socket#connect is heavily overloaded
  Socket.prototype.connect = function connect(this: Socket, ...args: any[]) {
    const options = Array.isArray(args[0]) ? args[0][0] : args[0]
    const host = typeof options === 'object' && options !== null ? options.host : args[1]
    if (typeof host === 'string' && !['127.0.0.1', 'localhost', '::1'].includes(host)) {
      tried.push(host)
      process.nextTick(() => this.destroy(new Error(`offline test: no connection to ${host}`)))
      return this
    }
    return original.apply(this, args as Parameters<typeof original>)
  } as typeof original
  return { tried, restore: () => (Socket.prototype.connect = original) }
}

const disposers: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const dispose of disposers.splice(0)) await dispose()
})

function engineWith(services?: { relay?: string }) {
  return internal(
    createEngine({
      projectId: 'gangway-test',
      networks: [mainnet],
      ...(services ? { services } : {}),
      logLevel: 'silent',
    }),
  )
}

describe('initSignClient: the relay', () => {
  it("with no relay configured, the client is on sign-client's default: the WalletConnect network's relay", async () => {
    const outside = refuseOutside()
    try {
      const handle = await initSignClient(engineWith(), {
        storage: createMemoryStorage(),
        verify: false,
      })
      disposers.push(() => handle.dispose())
      expect(handle.client.core.relayUrl).toBe(WALLETCONNECT_RELAY)
      // Starting the client opens no socket: it connects on first use.
      expect(outside.tried).toEqual([])
    } finally {
      outside.restore()
    }
  })

  it('services.relay, then the relayUrl option, win; the pairing goes through that relay', async () => {
    const relay = await startRelay()
    disposers.push(() => relay.stop())
    const fromConfig = await initSignClient(engineWith({ relay: relay.url }), {
      storage: createMemoryStorage(),
      verify: false,
    })
    disposers.push(() => fromConfig.dispose())
    expect(fromConfig.client.core.relayUrl).toBe(relay.url)
    const { uri } = await fromConfig.client.connect({
      optionalNamespaces: {
        eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: ['chainChanged'] },
      },
    })
    // The URI names the relay protocol only: the network is the one the client is on.
    expect(new URL(uri!).searchParams.get('relay-protocol')).toBe('irn')
    expect(fromConfig.client.core.relayer.connected).toBe(true)

    const fromOptions = await initSignClient(engineWith({ relay: 'ws://127.0.0.1:1' }), {
      relayUrl: relay.url,
      storage: createMemoryStorage(),
      verify: false,
    })
    disposers.push(() => fromOptions.dispose())
    expect(fromOptions.client.core.relayUrl).toBe(relay.url)
  })
})
