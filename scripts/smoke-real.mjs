#!/usr/bin/env node
// The first thing to run with a new project id: calls each hosted service Gangway uses once,
// with the real defaults (or the hosts given), and prints one line per service.
//
//   npm run smoke:real -- --project-id ID --origin https://your.app
//
// --origin is the page origin your app runs on: the services check it against the project's
// allowlist (balances answer nothing without one). Optional: --address 0x… (the account read),
// --wallet-list URL, --api URL, --analytics URL, --relay URL (other hosts, e.g. a local stand-in),
// --timeout MS (per service, default 20000). Needs a build (`npm run build`). Exit code 1 when a
// service failed.
import { parseArgs } from 'node:util'
import { createEngine } from '@gangway/core'
import { mainnet } from '@gangway/core/networks'
import {
  fetchAnalyticsConfig,
  fetchFungiblePrices,
  fetchIdentity,
  fetchSupportedChains,
  fetchTransactions,
  fetchWallets,
  getServiceClients,
} from '@gangway/core/services'

const { values: args } = parseArgs({
  options: {
    'project-id': { type: 'string' },
    origin: { type: 'string' },
    address: { type: 'string', default: '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045' },
    'wallet-list': { type: 'string' },
    api: { type: 'string' },
    analytics: { type: 'string' },
    relay: { type: 'string' },
    timeout: { type: 'string', default: '20000' },
  },
})
const projectId = args['project-id']
const origin = args.origin
if (!projectId || !origin) {
  console.error(
    'usage: npm run smoke:real -- --project-id ID --origin https://your.app [--address 0x…]',
  )
  process.exit(2)
}
let pageOrigin
try {
  pageOrigin = new URL(origin).origin
} catch {
  console.error(`--origin must be a URL such as https://your.app (got ${origin})`)
  process.exit(2)
}
const timeoutMs = Number(args.timeout)
const address = args.address

// A browser sends the page's Origin on every cross-origin request; the services read it.
const baseFetch = globalThis.fetch
globalThis.fetch = (input, init = {}) => {
  const headers = new Headers(init.headers)
  headers.set('origin', pageOrigin)
  return baseFetch(input, { ...init, headers })
}

const services = Object.fromEntries(
  [
    ['walletList', args['wallet-list']],
    ['api', args.api],
    ['analytics', args.analytics],
    ['relay', args.relay],
  ].filter(([, url]) => url),
)
const engine = createEngine({
  projectId,
  networks: [mainnet],
  services,
  logLevel: 'silent',
  metadata: { name: 'Gangway smoke', description: 'smoke:real', url: pageOrigin, icons: [] },
})
const { api, analytics } = getServiceClients(engine)
const NATIVE = 'eip155:1:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'

const withTimeout = (promise, what) =>
  Promise.race([
    promise,
    new Promise((_, reject) =>
      setTimeout(
        () => reject(new Error(`no answer from ${what} in ${timeoutMs} ms`)),
        timeoutMs,
      ).unref(),
    ),
  ])
const describe = (error) => {
  const status = error?.status ? ` (HTTP ${error.status})` : ''
  const body = error?.body ? `: ${String(error.body).slice(0, 160)}` : ''
  return `${error?.name ?? 'Error'}${status}: ${error?.shortMessage ?? error?.message ?? String(error)}${body}`
}
/** Parses a JSON answer the client got through `request` and checks it with `check`. */
const expectShape = (value, check, what) => {
  if (!check(value))
    throw new Error(`unexpected answer for ${what}: ${JSON.stringify(value).slice(0, 200)}`)
  return value
}

let swapTokens = []
const checks = [
  [
    'wallet list',
    async () => {
      const { count, data } = await fetchWallets(engine, { page: 1, entries: 4 })
      return `${count} wallets (first: ${data.map((w) => w.name).join(', ') || 'none'})`
    },
  ],
  [
    'wallet images',
    async () => {
      const { data } = await fetchWallets(engine, { page: 1, entries: 10 })
      const wallet = data.find((w) => w.image_id)
      if (!wallet) return 'no wallet with an image on the first page'
      const blob = await getServiceClients(engine).walletList.getBlob(
        `/getWalletImage/${wallet.image_id}`,
      )
      return `${wallet.name}: ${blob.type}, ${blob.size} bytes`
    },
  ],
  [
    'analytics config',
    async () => {
      const { isAnalyticsEnabled } = await fetchAnalyticsConfig(engine)
      return `analytics ${isAnalyticsEnabled ? 'enabled' : 'disabled'} for this project`
    },
  ],
  [
    'analytics',
    async () => {
      await analytics.post('/batch', { body: [], plain: true })
      return 'POST /batch accepted (an empty batch)'
    },
  ],
  [
    'relay',
    async () => {
      const { SignClient } = await import('@walletconnect/sign-client')
      const memory = new Map()
      const storage = {
        getKeys: async () => [...memory.keys()],
        getEntries: async () => [...memory.entries()],
        getItem: async (key) => memory.get(key),
        setItem: async (key, value) => void memory.set(key, value),
        removeItem: async (key) => void memory.delete(key),
      }
      const client = await SignClient.init({
        projectId,
        ...(services.relay ? { relayUrl: services.relay } : {}),
        metadata: { name: 'Gangway smoke', description: 'smoke:real', url: pageOrigin, icons: [] },
        telemetryEnabled: false,
        storage,
        logger: 'silent',
      })
      try {
        const { uri } = await client.connect({
          optionalNamespaces: {
            eip155: {
              chains: ['eip155:1'],
              methods: ['personal_sign'],
              events: ['accountsChanged'],
            },
          },
        })
        if (!client.core.relayer.connected) throw new Error('the relay socket is not open')
        const protocol = new URL(uri).searchParams.get('relay-protocol')
        return `${client.core.relayUrl} took a session proposal (pairing URI relay-protocol=${protocol})`
      } finally {
        client.core.heartbeat?.stop?.()
        await client.core.relayer.transportClose().catch(() => {})
      }
    },
  ],
  [
    'supported chains',
    async () => {
      const { http } = await fetchSupportedChains(engine)
      if (!http.includes('eip155:1'))
        throw new Error(`eip155:1 is not in the list (${http.length} chains)`)
      return `${http.length} chains`
    },
  ],
  [
    'rpc proxy',
    async () => {
      const answer = await api.post('/v1/', {
        query: { chainId: 'eip155:1' },
        body: { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] },
        schema: { '~standard': { version: 1, vendor: 'smoke', validate: (value) => ({ value }) } },
      })
      expectShape(answer, (a) => a?.result === '0x1', 'eth_chainId')
      return 'eth_chainId on eip155:1 is 0x1'
    },
  ],
  [
    'identity',
    async () => {
      const { name } = await fetchIdentity(engine, { address })
      return name ? `${address} is ${name}` : `${address} has no name`
    },
  ],
  [
    'balances',
    async () => {
      const { balances } = await api.get(`/v1/account/${address}/balance`, {
        query: { currency: 'usd', chainId: 'eip155:1' },
        schema: anyJson,
      })
      expectShape(balances, Array.isArray, 'balance')
      return `${balances.length} token balances on eip155:1${balances.length ? '' : ' (none: is the origin on the allowlist?)'}`
    },
  ],
  [
    'history',
    async () => {
      const { data, next } = await fetchTransactions(engine, { address, chainId: 'eip155:1' })
      return `${data.length} transactions${next ? ', more pages' : ''}`
    },
  ],
  [
    'prices',
    async () => {
      const [eth] = await fetchFungiblePrices(engine, { addresses: [NATIVE] })
      if (!eth) throw new Error('no price for ETH')
      return `ETH at ${eth.price} USD`
    },
  ],
  [
    'gas price',
    async () => {
      const { standard } = await api.get('/v1/convert/gas-price', {
        query: { chainId: 'eip155:1' },
        schema: anyJson,
      })
      expectShape(standard, (s) => /^\d+$/.test(String(s)), 'gas-price')
      return `standard ${standard} wei`
    },
  ],
  [
    'swap tokens',
    async () => {
      const { tokens } = await api.get('/v1/convert/tokens', {
        query: { chainId: 'eip155:1' },
        schema: anyJson,
      })
      expectShape(tokens, Array.isArray, 'convert/tokens')
      swapTokens = tokens
      return `${tokens.length} tokens (${tokens.filter((t) => t.logoUri === null).length} without a logo)`
    },
  ],
  [
    'swap quote',
    async () => {
      const target = swapTokens.find(
        (t) => typeof t.address === 'string' && t.address.toLowerCase() !== NATIVE.toLowerCase(),
      )
      if (!target) throw new Error('no token to quote (the token list failed or is empty)')
      const { quotes } = await api.get('/v1/convert/quotes', {
        query: {
          amount: '10000000000000000',
          from: NATIVE,
          to: target.address,
          gasPrice: '1',
          userAddress: `eip155:1:${address}`,
        },
        schema: anyJson,
      })
      expectShape(quotes, (q) => Array.isArray(q) && q.length > 0, 'convert/quotes')
      return `0.01 ETH → ${quotes[0].toAmount} base units of ${target.symbol}`
    },
  ],
  [
    'names',
    async () => {
      const name = `gangway-smoke-${Date.now().toString(36)}.reown.id`
      const found = await api.get(`/v1/profile/account/${name}`, {
        query: { apiVersion: 2 },
        schema: anyJson,
      })
      const reverse = await api.get(`/v1/profile/reverse/${address}`, {
        query: { apiVersion: 2 },
        schema: anyJson,
      })
      expectShape(reverse, Array.isArray, 'profile/reverse')
      return `an unknown name is ${Array.isArray(found) && found.length === 0 ? 'not found ([])' : JSON.stringify(found).slice(0, 60)}; ${address} has ${reverse.length} names`
    },
  ],
  [
    'on-ramp',
    async () => {
      const options = await api.get('/v1/onramp/buy/options', {
        query: { country: 'US' },
        schema: anyJson,
      })
      expectShape(
        options,
        (o) => Array.isArray(o?.paymentCurrencies) && Array.isArray(o?.purchaseCurrencies),
        'onramp/buy/options',
      )
      return `${options.paymentCurrencies.length} payment and ${options.purchaseCurrencies.length} purchase currencies for US`
    },
  ],
]

/** Any JSON: the smoke checks shapes itself where no client schema is exported. */
function anyJson() {}
anyJson['~standard'] = { version: 1, vendor: 'smoke', validate: (value) => ({ value }) }

let failed = 0
for (const [name, check] of checks) {
  try {
    console.log(`ok   ${name}: ${await withTimeout(check(), name)}`)
  } catch (error) {
    failed++
    console.log(`FAIL ${name}: ${describe(error)}`)
  }
}
console.log(`smoke: ${checks.length - failed} ok, ${failed} failed`)
process.exit(failed ? 1 : 0)
