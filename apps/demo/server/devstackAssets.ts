// What the demo page needs from a running devstack, served next to the app by the Vite dev server
// (vite.config.ts) and by the e2e static server: `/devstack.json` (chains, RPC URLs, the demo
// account) and `/test-wallet.js` (the injected EIP-6963 test wallet, loaded before the app).
// The state is read from the devstack CLI's state file on every request, so a restarted devstack
// is picked up without restarting the server.
import { readFile } from 'node:fs/promises'
import { register } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

/** The repo root: apps/demo/server → ../../.. */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..')

/** Where `devstack up` writes its state (override with GANGWAY_DEVSTACK_STATE). */
export const defaultStatePath = () =>
  process.env.GANGWAY_DEVSTACK_STATE ?? join(repoRoot, '.devstack', 'state.json')

/** The service emulator's URLs (wallet list, data API, analytics) and its control API base. */
export type DevstackServices = {
  url: string
  urls: { walletList: string; api: string; analytics: string }
}

/** The local WalletConnect relay and the remote test wallet's control API. */
export type DevstackWalletConnect = {
  relayUrl: string
  controlUrl: string
  address: string
  /** The remote wallet's Solana account, when it signs on the local Solana chain. */
  solanaAddress?: string | undefined
}

/** The local Solana chain (`startSolanaChain()`), its funded accounts and fixture token. */
export type DevstackSolana = {
  rpcUrl: string
  wsUrl: string
  controlUrl: string
  genesisHash: string
  caipNetworkId: string
  accounts: readonly { address: string; secretKey: readonly number[] }[]
  token: { mint: string; symbol: string; name: string; decimals: number }
}

/** The Bitcoin regtest ledger (`startBitcoinRegtest()`) and its test accounts. */
export type DevstackBitcoin = {
  esploraUrl: string
  controlUrl: string
  genesisHash: string
  caipNetworkId: string
  accounts: readonly {
    payment: { address: string; publicKey: string; privateKey: string }
    ordinals: { address: string; publicKey: string; privateKey: string }
  }[]
}

/** The part of the devstack state (or of `startDevChain()`'s result) the demo uses. */
export type DevstackChainState = {
  chains: { chainId: number; name: string; rpcUrl: string; contracts?: Record<string, unknown> }[]
  accounts: readonly { address: string; privateKey: string }[]
  services?: DevstackServices | undefined
  walletConnect?: DevstackWalletConnect | undefined
  solana?: DevstackSolana | undefined
  bitcoin?: DevstackBitcoin | undefined
  /** The sign-in backend (`startSiwxServer`), when `npm start` runs one. */
  siwx?: { url: string } | undefined
  /** The embedded-login frame stand-in (`startAuthFrame`), on its own origin. */
  authFrame?: DevstackAuthFrame | undefined
}

/** The login frame's page URL, origin and control API. */
export type DevstackAuthFrame = { url: string; origin: string; controlUrl: string }

/** What the page reads as `window.__GANGWAY_DEVSTACK__` and from `/devstack.json`. */
export type DemoDevstackInfo = {
  chains: { chainId: number; name: string; rpcUrl: string; contracts: Record<string, string> }[]
  /** The test wallet's accounts (funded dev accounts #1 and #2; #0 deploys the fixtures). */
  accounts: string[]
  /** The hosted services' stand-ins, when running. */
  services: DevstackServices | null
  /** The WalletConnect relay and remote test wallet, when running. */
  walletConnect: DevstackWalletConnect | null
  /** The local Solana chain (no secret keys: the Solana test wallet holds them), when running. */
  solana:
    | (Omit<DevstackSolana, 'accounts'> & {
        /** The Solana test wallet's accounts (#1 and #2; #0 is the mint authority). */
        accounts: string[]
      })
    | null
  /**
   * The Bitcoin regtest (no private keys: the Bitcoin test wallet holds them): `wallet` are the
   * test wallet's accounts (#0, #1), `receiver` an unfunded payment address (#2).
   */
  bitcoin: {
    esploraUrl: string
    controlUrl: string
    caipNetworkId: string
    wallet: { payment: string; ordinals: string }[]
    receiver: string
  } | null
  /** The sign-in backend's URL (`?siwxServer=devstack`), when running. */
  siwxServer: string | null
  /** The login frame stand-in (email, social, Farcaster login), when running. */
  authFrame: DevstackAuthFrame | null
}

let devstackModule: Promise<typeof import('@gangway/devstack')> | undefined

/**
 * `@gangway/devstack` is TypeScript run from source: register its type-stripping module hooks
 * (the ones its CLI uses) once, then import it. Works from Vite's bundled config and plain Node.
 */
export function loadDevstack(): Promise<typeof import('@gangway/devstack')> {
  devstackModule ??= (async () => {
    register(pathToFileURL(join(repoRoot, 'tools/devstack/bin/tsLoader.mjs')))
    return import('@gangway/devstack')
  })()
  return devstackModule
}

/** Funded dev accounts the test wallet exposes: not #0, which deploys the fixtures. */
const WALLET_ACCOUNTS = [1, 2]

export async function readDevstackState(
  path = defaultStatePath(),
): Promise<DevstackChainState | undefined> {
  try {
    const state = JSON.parse(await readFile(path, 'utf8'))
    if (!state?.chain?.chains) return undefined
    // The CLI writes each service under its own name.
    return {
      ...state.chain,
      services: state.services,
      walletConnect: state.walletconnect,
      solana: state.solana,
      bitcoin: state.bitcoin,
      siwx: state.siwx,
      authFrame: state.authFrame,
    }
  } catch {
    return undefined
  }
}

/** `[['ammRouter', address]]` when the chain has the Uniswap V2 pools, else none. */
function ammRouter(contracts: Record<string, unknown> | undefined): [string, string][] {
  const router = (contracts?.amm as { router?: unknown } | undefined)?.router
  return typeof router === 'string' ? [['ammRouter', router]] : []
}

export function devstackInfo(state: DevstackChainState): DemoDevstackInfo {
  return {
    chains: state.chains.map(({ chainId, name, rpcUrl, contracts }) => ({
      chainId,
      name,
      rpcUrl,
      // Token addresses, and the swap router (Swap's allow-list); the pools are the data API's.
      contracts: Object.fromEntries([
        ...Object.entries(contracts ?? {}).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        ),
        ...ammRouter(contracts),
      ]),
    })),
    accounts: WALLET_ACCOUNTS.map((i) => state.accounts[i]!.address),
    services: state.services ?? null,
    walletConnect: state.walletConnect ?? null,
    solana: state.solana
      ? {
          ...state.solana,
          accounts: WALLET_ACCOUNTS.map((i) => state.solana!.accounts[i]!.address),
        }
      : null,
    bitcoin: state.bitcoin
      ? {
          esploraUrl: state.bitcoin.esploraUrl,
          controlUrl: state.bitcoin.controlUrl,
          caipNetworkId: state.bitcoin.caipNetworkId,
          wallet: state.bitcoin.accounts
            .slice(0, 2)
            .map((a) => ({ payment: a.payment.address, ordinals: a.ordinals.address })),
          receiver: state.bitcoin.accounts[2]!.payment.address,
        }
      : null,
    siwxServer: state.siwx?.url ?? null,
    authFrame: state.authFrame ?? null,
  }
}

/**
 * The `/test-wallet.js` body: the devstack info as a global, then the wallets. Like a browser
 * extension, the EVM one remembers that this site is connected (and on which chain) across
 * reloads: `persist` keeps it in localStorage (`__gangwayTestWallet`).
 */
export async function testWalletScript(state: DevstackChainState | undefined): Promise<string> {
  if (!state) {
    return `window.__GANGWAY_DEVSTACK__=null;console.warn('[demo] No devstack is running: start it with npm start (or node tools/devstack/bin/devstack.mjs up).');\n`
  }
  const info = devstackInfo(state)
  const { buildTestWalletScript } = await loadDevstack()
  const wallet = await buildTestWalletScript({
    chains: state.chains.map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl })),
    accounts: WALLET_ACCOUNTS.map((i) => state.accounts[i]!.privateKey as `0x${string}`),
    legacy: true,
    persist: true,
  })
  const global = `window.__GANGWAY_DEVSTACK__=${JSON.stringify(info).replace(/</g, '\\u003c')};\n`
  // The Solana test wallet (Wallet Standard, with its legacy twin as window.solana); it keeps
  // the site's authorization in localStorage itself.
  const solana = state.solana
    ? await (await loadDevstack()).buildSolanaTestWalletScript({
        rpcUrl: state.solana.rpcUrl,
        accounts: WALLET_ACCOUNTS.map((i) => [...state.solana!.accounts[i]!.secretKey]),
      })
    : ''
  // The Bitcoin test wallet (Wallet Standard, regtest keys); it keeps the site's authorization
  // in localStorage itself.
  const bitcoin = state.bitcoin
    ? await (await loadDevstack()).buildBitcoinTestWalletScript({
        accounts: state.bitcoin.accounts.slice(0, 2).map((a) => ({
          payment: { ...a.payment, purpose: 'payment', addressType: 'p2wpkh' },
          ordinals: { ...a.ordinals, purpose: 'ordinals', addressType: 'p2tr' },
        })),
      })
    : ''
  return global + wallet + solana + bitcoin
}

/** `http://h:p/rest` → `http://h:p/scope/<scope>/rest` (the devstack servers' fault scopes). */
const inScope = (url: string, scope: string) => {
  const u = new URL(url)
  u.pathname = `/scope/${scope}${u.pathname === '/' ? '' : u.pathname}`
  return u.href.replace(/\/$/, '')
}

/**
 * The state as a page of fault scope `scope` sees it: the Solana chain's and the Bitcoin
 * ledger's URLs under `/scope/<scope>`, whose fault switches are that scope's alone (the
 * devstack's startSolanaChain and startBitcoinRegtest), for the demo's network and its wallets.
 */
function scopedState(state: DevstackChainState, scope: string): DevstackChainState {
  const { solana, bitcoin } = state
  return {
    ...state,
    ...(solana && {
      solana: {
        ...solana,
        rpcUrl: inScope(solana.rpcUrl, scope),
        wsUrl: inScope(solana.wsUrl, scope),
        controlUrl: inScope(solana.controlUrl, scope),
      },
    }),
    ...(bitcoin && {
      bitcoin: {
        ...bitcoin,
        esploraUrl: inScope(bitcoin.esploraUrl, scope),
        controlUrl: inScope(bitcoin.controlUrl, scope),
      },
    }),
  }
}

/**
 * The fault scope a page asks for with `?devstackScope=<name>`, read from the request's
 * Referer (the page's URL: index.html loads `/test-wallet.js` without a query).
 */
export function devstackScopeOf(referer: string | undefined): string | undefined {
  if (!referer) return undefined
  try {
    const scope = new URL(referer).searchParams.get('devstackScope')
    return scope && /^[\w-]{1,40}$/.test(scope) ? scope : undefined
  } catch {
    return undefined
  }
}

/**
 * A request handler for both servers: answers the two paths, `false` for anything else.
 * `source` is the devstack state itself, or the path of the CLI's state file (read per request);
 * `scope`, a page's fault scope (`devstackScopeOf`).
 */
export async function answerDevstackRequest(
  url: string,
  source: string | DevstackChainState = defaultStatePath(),
  scope?: string,
): Promise<{ type: string; body: string } | false> {
  const path = url.split('?')[0]
  if (path !== '/devstack.json' && path !== '/test-wallet.js') return false
  const read = typeof source === 'string' ? await readDevstackState(source) : source
  const state = read && scope ? scopedState(read, scope) : read
  if (path === '/devstack.json') {
    return {
      type: 'application/json; charset=utf-8',
      body: JSON.stringify(state ? devstackInfo(state) : null),
    }
  }
  return { type: 'text/javascript; charset=utf-8', body: await testWalletScript(state) }
}
