import { defineNetwork, type Network } from '@gangway/core'
// The devstack info the page gets from /test-wallet.js (loaded before the app by index.html).

export type DemoDevstackInfo = {
  chains: { chainId: number; name: string; rpcUrl: string; contracts: Record<string, string> }[]
  accounts: string[]
  services: { url: string; urls: { walletList: string; api: string; analytics: string } } | null
  walletConnect: {
    relayUrl: string
    controlUrl: string
    address: string
    solanaAddress?: string | undefined
  } | null
  /** The local Solana chain, when the devstack runs one. */
  solana: {
    rpcUrl: string
    wsUrl: string
    controlUrl: string
    genesisHash: string
    caipNetworkId: string
    accounts: string[]
    token: { mint: string; symbol: string; name: string; decimals: number }
  } | null
  /** The Bitcoin regtest ledger's Esplora stand-in and the test wallet's addresses, when running. */
  bitcoin?: {
    esploraUrl: string
    controlUrl: string
    caipNetworkId: string
    wallet: { payment: string; ordinals: string }[]
    receiver: string
  } | null
  /** The sign-in backend (`startSiwxServer`) when `npm start` runs one. */
  siwxServer?: string | null
  /** The embedded-login frame stand-in (its own origin), when the devstack runs one. */
  authFrame?: { url: string; origin: string; controlUrl: string } | null
}

declare global {
  interface Window {
    /** `null` when the server found no running devstack; `undefined` when the script is missing. */
    __GANGWAY_DEVSTACK__?: DemoDevstackInfo | null
  }
}

export const devstack: DemoDevstackInfo | null =
  typeof window === 'undefined' ? null : (window.__GANGWAY_DEVSTACK__ ?? null)

/** Custom RPC URLs per CAIP-2 network id: every read goes to the local dev chain. */
export function devstackRpcUrls(info: DemoDevstackInfo | null): Record<string, string[]> {
  if (!info) return {}
  return {
    ...Object.fromEntries(info.chains.map((c) => [`eip155:${c.chainId}`, [c.rpcUrl]])),
    ...(info.solana ? { [info.solana.caipNetworkId]: [info.solana.rpcUrl] } : {}),
  }
}

/**
 * The devstack's local Solana chain as a custom network (its CAIP-2 id from its genesis hash,
 * its own RPC and WebSocket URLs): what a host does for a local validator or a private cluster.
 */
export function devstackSolanaNetwork(info: DemoDevstackInfo | null): Network | undefined {
  if (!info?.solana) return undefined
  const { caipNetworkId, rpcUrl, wsUrl } = info.solana
  return defineNetwork({
    id: caipNetworkId.split(':')[1]!,
    caipNetworkId: caipNetworkId as `solana:${string}`,
    chainNamespace: 'solana',
    name: 'Solana Local',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: [rpcUrl], webSocket: [wsUrl] } },
    testnet: true,
    assets: { imageId: 'solana' },
  })
}

/**
 * The devstack's Bitcoin regtest as a network read through its Esplora stand-in (what a host does
 * for its own Esplora): the regtest CAIP-2 id, the local REST base as its URL.
 */
export function devstackBitcoinNetwork(info: DemoDevstackInfo | null): Network | undefined {
  if (!info?.bitcoin) return undefined
  const { caipNetworkId, esploraUrl } = info.bitcoin
  return defineNetwork({
    id: caipNetworkId.split(':')[1]!,
    caipNetworkId: caipNetworkId as `bip122:${string}`,
    chainNamespace: 'bip122',
    name: 'Bitcoin Regtest',
    nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
    rpcUrls: { default: { http: [esploraUrl] } },
    testnet: true,
    assets: { imageId: 'bitcoin' },
  })
}

/** Query parameters tests use to point one page at their own stand-ins. */
const query =
  typeof location === 'undefined' ? new URLSearchParams() : new URLSearchParams(location.search)

/**
 * The service URLs for the modal: the devstack's stand-ins (wallet list, data API, analytics,
 * relay), or another emulator given as `?services=<base url>` (a test that flips switches runs
 * its own emulator so parallel tests never see them).
 */
export function devstackServices(info: DemoDevstackInfo | null) {
  const base = query.get('services')
  const urls = base
    ? { walletList: `${base}/wallets`, api: `${base}/api`, analytics: `${base}/pulse` }
    : info?.services?.urls
  return {
    ...urls,
    ...(info?.walletConnect ? { relay: info.walletConnect.relayUrl } : {}),
  }
}

/**
 * `?projectId=<id>` overrides the demo's project id (tests keep their analytics apart); a bare
 * `?projectId=` leaves it out, as a host that forgot it (spec §8 alert 'project id not configured').
 */
export const demoProjectId = query.has('projectId')
  ? (query.get('projectId') ?? '')
  : 'gangway-demo'
