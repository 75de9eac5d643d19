/*
 * An adapter for a made-up chain family (`toy`), written only against core's contract: it shows
 * a third-party family needs no core change. DOM-free, so unit and browser tests can share it.
 */
import type {
  AccountEntry,
  Adapter,
  AdapterContext,
  AdapterDescriptor,
  Network,
} from '@gangway/core'

/** The account the toy wallet holds. */
export const TOY_ADDRESS = 'toy1qqqqexampleaccount'

/** The toy family's one network (`toy:1`). */
export const toyNetwork = {
  id: 1,
  caipNetworkId: 'toy:1',
  chainNamespace: 'toy',
  name: 'Toy Chain',
  nativeCurrency: { name: 'Toy', symbol: 'TOY', decimals: 6 },
  rpcUrls: { default: { http: ['https://rpc.toy.invalid'] } },
  testnet: true,
} as const satisfies Network

/** A toy adapter instance: required members only, plus `signMessage` (no switchNetwork). */
export type ToyAdapter = Adapter<'toy'> & Required<Pick<Adapter<'toy'>, 'signMessage'>>

/**
 * One toy adapter instance: one connector (`toy.wallet`), one account, balances in micro-TOY
 * kept per instance (`balances` to set them), and wallet events through `ctx.emit`.
 */
export function createToyAdapter(options: { balance?: bigint } = {}): ToyAdapter & {
  /** Micro-TOY per address. */
  balances: Map<string, bigint>
  /** Whether this instance holds a connection. */
  connected(): boolean
} {
  let ctx: AdapterContext | undefined
  let connected = false
  const balances = new Map([[TOY_ADDRESS, options.balance ?? 2_500_000n]])
  const accounts = (): AccountEntry[] => [{ address: TOY_ADDRESS, type: 'eoa' }]
  const open = async ({ connectorId, network }: { connectorId: string; network: Network }) => {
    if (!ctx) throw new Error('toy: not set up')
    if (connectorId !== 'toy.wallet') throw new Error(`toy: unknown connector ${connectorId}`)
    connected = true
    return { accounts: accounts(), chainId: network.id }
  }
  return {
    namespace: 'toy',
    balances,
    connected: () => connected,
    setup(context) {
      ctx = context
      context.setConnectors([
        { id: 'toy.wallet', name: 'Toy Wallet', type: 'INJECTED', chain: 'toy' },
      ])
      return () => {
        ctx = undefined
        connected = false
      }
    },
    connect: open,
    async reconnect(params) {
      if (!connected) throw new Error('toy: no session')
      return open(params)
    },
    async disconnect({ connectorId }) {
      connected = false
      ctx?.emit({ type: 'disconnect', connectorId })
    },
    async getBalance({ address, network }) {
      const micro = balances.get(address) ?? 0n
      const unit = 10n ** BigInt(network.nativeCurrency.decimals)
      const fraction = (micro % unit).toString().padStart(network.nativeCurrency.decimals, '0')
      const value = `${micro / unit}.${fraction}`.replace(/\.?0+$/, '')
      return { value, symbol: network.nativeCurrency.symbol }
    },
    getProvider: () => ({ chain: 'toy', accounts: connected ? [TOY_ADDRESS] : [] }),
    async signMessage({ message }) {
      return `toysig:${message}`
    },
  }
}

/** The descriptor a host passes: `adapters: [toyAdapter()]`. */
export function toyAdapter(options: { balance?: bigint } = {}): AdapterDescriptor<ToyAdapter> {
  return { namespace: 'toy', create: () => createToyAdapter(options) }
}
