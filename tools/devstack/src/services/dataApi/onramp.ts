import { randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type Address, createPublicClient, http, isAddress, parseEther, toHex } from 'viem'
import type { DevChainInfo } from '../../chain/startDevChain.js'
import { testAccounts } from '../../chain/testAccounts.js'
import { nativeToken } from './tokens.js'
import type {
  WireOnrampBuyOptions,
  WireOnrampBuyQuote,
  WireOnrampUrl,
  WireOnrampUrlRequest,
} from './wireTypes.js'

/**
 * A refusal as the hosted service words it: a JSON `{ status: 'FAILED', reasons }` body, or
 * (`plain`) the bare text axum and the generator answer with.
 */
export class OnrampError extends Error {
  constructor(
    readonly status: number,
    readonly field: string,
    message: string,
    readonly plain = false,
  ) {
    super(message)
    this.name = 'OnrampError'
  }
}

/** axum's `Query` extractor on a missing required field (before the handler runs). */
const missingField = (name: string) =>
  new OnrampError(400, '', `Failed to deserialize query string: missing field \`${name}\``, true)
/**
 * Anything Coinbase refuses (an unknown country, currency, network, method, or an amount out of
 * its limits) becomes `RpcError::OnRampProviderError`: 503 with this reason. The server declares
 * `#[validate(length(equal = 2))]` on `country` but never calls `validate()`; the refusal comes
 * from the provider.
 */
const providerRefused = () => new OnrampError(503, '', 'OnRamp provider is temporarily unavailable')
/** The generator's answer to a body serde cannot read (its format string is sent unfilled). */
const badBody = () => new OnrampError(400, '', 'Error deserializing request body: {}', true)
/** The generator's answer when the provider cannot make the URL (`anyhow` → `RpcError::Other`). */
const internalError = () => new OnrampError(500, '', 'Internal server error', true)

/** Spec §9: card 10.00 to 7500.00; bank account 10.00 to 25000.00, USD and EUR. */
const LIMITS = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ACH_BANK_ACCOUNT', min: '10.00', max: '25000.00' },
]
/** What one unit of a fiat currency is worth in USD on the devstack. */
const FIAT_USD: Record<string, number> = { USD: 1, EUR: 1.1, GBP: 1.25 }
/** The provider's fee (1.5 %, inside the spec's 1-2 % range) and a fixed network fee in fiat. */
const FEE_RATE = 0.015
const NETWORK_FEE = 0.5
/** Countries the devstack's provider does not serve (Coinbase refuses sanctioned ones). */
const UNSERVED_COUNTRIES = new Set(['CU', 'IR', 'KP', 'SY'])
/** Coinbase's network names of the dev chains' ids. */
const NETWORKS: Record<number, { name: string; displayName: string }> = {
  1: { name: 'ethereum', displayName: 'Ethereum' },
  8453: { name: 'base', displayName: 'Base' },
}
/** Coinbase lists assets by a UUID (the symbol is separate). */
const ETH_ASSET_ID = 'd85dce9b-5b73-5c3c-8978-522ce1d1c1b4'

type Session = {
  id: string
  address: Address
  chainId: number
  fiat: string
  fiatAmount: number
  ethAmount: string
  redirectUrl: string | undefined
  /** The amount was given in ETH (presetCryptoAmount), not derived from the fiat one. */
  cryptoPreset: boolean
  state: 'open' | 'paid' | 'failed'
}

/** A withdrawal the exchange page offers (0.05 ETH to the address). */
type Withdrawal = { id: string; address: Address; chainId: number; state: 'open' | 'sent' }

/** What the exchange page withdraws. */
const EXCHANGE_WITHDRAWAL_ETH = '0.05'

/**
 * `GET /v1/onramp/buy/options`, `GET /v1/onramp/buy/quotes`, `POST /v1/generators/onrampurl`,
 * and the provider page.
 */
export type Onramp = {
  /** `malformed`: one unreadable purchase currency mixed in (the switch's `malformed` mode). */
  options(query: URLSearchParams, malformed?: boolean): WireOnrampBuyOptions
  quote(query: URLSearchParams): WireOnrampBuyQuote
  generate(body: Record<string, unknown>): Promise<WireOnrampUrl>
  /** An exchange's withdrawal page for `address` / `caipNetworkId` (query parameters). */
  exchange(query: URLSearchParams): Promise<{ url: string }>
  stop(): Promise<void>
}

const round = (value: number, digits: number) => value.toFixed(digits)

/** The purchase a fiat amount buys: fees and the ETH it leaves, at the devstack's fixed ETH price. */
function price(paymentCurrency: string, amount: number) {
  const rate = FIAT_USD[paymentCurrency]
  if (!rate || !Number.isFinite(amount) || amount < 10) throw providerRefused()
  const fee = amount * FEE_RATE
  const subtotal = amount - fee - NETWORK_FEE
  const eth = (subtotal * rate) / nativeToken.price
  return { fee, subtotal, eth }
}

/** The country the provider serves, else its refusal (absent: axum's 400). */
function servedCountry(query: URLSearchParams): string {
  const country = query.get('country')
  if (country === null) throw missingField('country')
  if (!/^[A-Z]{2}$/.test(country) || UNSERVED_COUNTRIES.has(country)) throw providerRefused()
  return country
}

/** `Option<Vec<String>>` as serde reads it. */
const isStrings = (value: unknown) =>
  value === undefined ||
  value === null ||
  (Array.isArray(value) && value.every((item) => typeof item === 'string'))

/** `Option<usize>` as serde_json reads it: absent, null, or a non-negative whole number. */
const isUsize = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0)

/** Reads the generator's body as serde reads `OnRampURLRequest`, else its 400. */
function readUrlRequest(body: Record<string, unknown>): WireOnrampUrlRequest {
  const wallets = body.destinationWallets
  const ok =
    Array.isArray(wallets) &&
    wallets.every(
      (w) =>
        typeof w === 'object' &&
        w !== null &&
        typeof (w as Record<string, unknown>).address === 'string' &&
        isStrings((w as Record<string, unknown>).blockchains) &&
        isStrings((w as Record<string, unknown>).assets) &&
        isStrings((w as Record<string, unknown>).supported_networks),
    ) &&
    typeof body.partnerUserId === 'string' &&
    (body.defaultNetwork == null || typeof body.defaultNetwork === 'string') &&
    isUsize(body.presetCryptoAmount) &&
    isUsize(body.presetFiatAmount) &&
    (body.defaultExperience == null ||
      body.defaultExperience === 'buy' ||
      body.defaultExperience === 'send') &&
    (body.handlingRequestedUrls == null || typeof body.handlingRequestedUrls === 'boolean')
  if (!ok) throw badBody()
  return body as WireOnrampUrlRequest
}

/**
 * The on-ramp stand-in, answering as the hosted blockchain API does (its Coinbase provider
 * behind it): the options for a country and the quotes at `/v1/onramp/buy/*` (GET, every
 * parameter in the query, a missing one refused by axum, what Coinbase refuses as the server's
 * 503), the URL generator with the server's serde rules (`presetFiatAmount` a whole number), and
 * a provider page on its own origin (a second local server, started on the first generated
 * URL) where a purchase can be paid (the deployer account really sends the ETH to the buyer on
 * the dev chain), declined, or abandoned (the window closed). Paid and declined redirect the
 * window to the `redirectUrl` the client gave, with `status=success|failed`.
 */
export function createOnramp(chains: readonly DevChainInfo[]): Onramp {
  const sessions = new Map<string, Session>()
  const withdrawals = new Map<string, Withdrawal>()
  let server: Promise<{ server: Server; origin: string }> | undefined

  /** Sends `eth` from the deployer (anvil's accounts are unlocked) and waits for the receipt. */
  const pay = async (chainId: number, to: Address, eth: string) => {
    const chain = chains.find((c) => c.chainId === chainId)!
    const client = createPublicClient({ transport: http(chain.rpcUrl) })
    const hash = await client.request({
      method: 'eth_sendTransaction',
      params: [{ from: testAccounts[0]!.address, to, value: toHex(parseEther(eth)) }],
    } as never)
    await client.waitForTransactionReceipt({ hash: hash as `0x${string}` })
  }

  const exchangePage = async (
    request: IncomingMessage,
    response: ServerResponse,
    withdrawal: Withdrawal,
    action: string | undefined,
  ) => {
    if (request.method === 'POST' && action === 'withdraw') {
      if (withdrawal.state !== 'sent') {
        await pay(withdrawal.chainId, withdrawal.address, EXCHANGE_WITHDRAWAL_ETH)
        withdrawal.state = 'sent'
      }
      response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(
          `<!doctype html><title>Devstack Exchange</title><p id="result">Withdrawal sent: ${EXCHANGE_WITHDRAWAL_ETH} ETH</p>`,
        )
      return
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html>
<html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Devstack Exchange</title>
<style>body{font:16px system-ui;margin:2rem auto;max-width:28rem;padding:0 1rem}button{font:inherit;padding:.6rem 1.2rem}</style>
<h1>Devstack Exchange</h1>
<p>Withdraw <strong>${EXCHANGE_WITHDRAWAL_ETH} ETH</strong> to <code id="address">${withdrawal.address}</code>
on chain ${withdrawal.chainId}.</p>
<p>A local stand-in for an exchange account: withdrawing sends the ETH from the devstack's deployer
account on the dev chain.</p>
<form method="post" action="/exchange/${withdrawal.id}/withdraw"><button id="withdraw">Withdraw</button></form>
</html>`)
  }

  const page = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    const exchange = /^\/exchange\/([0-9a-f-]{36})(?:\/(withdraw))?$/.exec(url.pathname)
    const withdrawal = exchange ? withdrawals.get(exchange[1]!) : undefined
    if (withdrawal) return exchangePage(request, response, withdrawal, exchange![2])
    // Coinbase's page is `/buy/select-asset?sessionToken=…`; its buttons post to `/buy/{id}/…`.
    const match =
      url.pathname === '/buy/select-asset'
        ? [url.pathname, url.searchParams.get('sessionToken') ?? '', undefined]
        : /^\/buy\/([0-9a-f-]{36})\/(pay|fail)$/.exec(url.pathname)
    const session = match ? sessions.get(match[1]!) : undefined
    if (!session) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('No such purchase')
      return
    }
    if (request.method === 'GET' && !match![2]) {
      // The client adds where to send the window back (Coinbase-style `redirectUrl`) and the
      // fiat currency of the preset amount.
      const redirect = url.searchParams.get('redirectUrl')
      if (redirect && /^https?:\/\//.test(redirect)) session.redirectUrl = redirect
      const fiat = url.searchParams.get('fiatCurrency')
      if (fiat && FIAT_USD[fiat] && !session.cryptoPreset && session.fiatAmount >= 10) {
        session.fiat = fiat
        session.ethAmount = round(price(fiat, session.fiatAmount).eth, 6)
      }
    }
    const back = (status: 'success' | 'failed') => {
      if (!session.redirectUrl) {
        response
          .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
          .end(`<!doctype html><title>Devstack Pay</title><p id="result">${status}</p>`)
        return
      }
      const target = new URL(session.redirectUrl)
      target.searchParams.set('status', status)
      target.searchParams.set('purchase', session.id)
      response.writeHead(303, { location: target.toString() }).end()
    }
    if (request.method === 'POST' && match![2] === 'fail') {
      session.state = 'failed'
      back('failed')
      return
    }
    if (request.method === 'POST' && match![2] === 'pay') {
      if (session.state !== 'paid') {
        // The deployer (#0) pays the buyer, for real.
        await pay(session.chainId, session.address, session.ethAmount)
        session.state = 'paid'
      }
      back('success')
      return
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html>
<html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Devstack Pay</title>
<style>body{font:16px system-ui;margin:2rem auto;max-width:28rem;padding:0 1rem}button{font:inherit;padding:.6rem 1.2rem;margin-right:.5rem}</style>
<h1>Devstack Pay</h1>
<p>Buy <strong id="crypto">${session.ethAmount} ETH</strong> for
<strong id="fiat">${round(session.fiatAmount, 2)} ${session.fiat}</strong>, sent to
<code id="address">${session.address}</code> on chain ${session.chainId}.</p>
<p>A local stand-in for an on-ramp provider: paying sends the ETH from the devstack's deployer
account on the dev chain; declining fails the purchase; closing this window abandons it.</p>
<form method="post" action="/buy/${session.id}/pay" style="display:inline"><button id="pay">Pay</button></form>
<form method="post" action="/buy/${session.id}/fail" style="display:inline"><button id="decline">Decline</button></form>
</html>`)
  }

  const start = () =>
    (server ??= new Promise((resolve, reject) => {
      const created = createServer((request, response) => {
        page(request, response).catch((error: unknown) => {
          if (!response.headersSent)
            response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error))
        })
      })
      created.once('error', reject)
      created.listen(0, '127.0.0.1', () => {
        const { port } = created.address() as AddressInfo
        resolve({ server: created, origin: `http://127.0.0.1:${port}` })
      })
    }))

  /** The dev chains the provider pays on, by Coinbase's network name. */
  const networks = chains.flatMap((chain) => {
    const known = NETWORKS[chain.chainId]
    return known ? [{ ...known, chainId: chain.chainId }] : []
  })

  return {
    options(query, malformed = false) {
      servedCountry(query)
      const answer: WireOnrampBuyOptions = {
        paymentCurrencies: Object.keys(FIAT_USD).map((id) => ({
          id,
          limits: LIMITS.map((l) => ({ ...l })),
        })),
        purchaseCurrencies: [
          {
            id: ETH_ASSET_ID,
            name: 'Ether',
            symbol: 'ETH',
            networks: networks.map((n) => ({
              name: n.name,
              displayName: n.displayName,
              contractAddress: '',
              chainId: String(n.chainId),
            })),
          },
        ],
      }
      if (!malformed) return answer
      const broken = { id: 'broken', name: 42, symbol: 'BAD', networks: null }
      return {
        ...answer,
        purchaseCurrencies: [broken as never, ...answer.purchaseCurrencies],
      }
    },
    quote(query) {
      // serde's first missing field, in `OnRampBuyQuotesParams` order (projectId is checked
      // before, like every route's).
      const field = (name: string) => {
        const value = query.get(name)
        if (value === null) throw missingField(name)
        return value
      }
      const purchaseCurrency = field('purchaseCurrency')
      const paymentAmount = field('paymentAmount')
      const paymentCurrency = field('paymentCurrency')
      const paymentMethod = field('paymentMethod')
      servedCountry(query)
      const network = query.get('purchaseNetwork') ?? 'ethereum'
      const limit = LIMITS.find((l) => l.id.toUpperCase() === paymentMethod.toUpperCase())
      const amount = /^\d+(\.\d+)?$/.test(paymentAmount) ? Number(paymentAmount) : Number.NaN
      if (
        purchaseCurrency !== 'ETH' ||
        !networks.some((n) => n.name === network) ||
        !limit ||
        !(amount >= Number(limit.min) && amount <= Number(limit.max))
      )
        throw providerRefused()
      const { fee, subtotal, eth } = price(paymentCurrency, amount)
      return {
        paymentTotal: { value: round(amount, 2), currency: paymentCurrency },
        paymentSubTotal: { value: round(subtotal, 2), currency: paymentCurrency },
        purchaseAmount: { value: round(eth, 6), currency: 'ETH' },
        coinbaseFee: { value: round(fee, 2), currency: paymentCurrency },
        networkFee: { value: round(NETWORK_FEE, 2), currency: paymentCurrency },
        quoteId: randomUUID(),
      }
    },
    async generate(body) {
      const request = readUrlRequest(body)
      // Past serde: what Coinbase's session token refuses becomes a 500.
      const wallet = request.destinationWallets[0]
      const name = request.defaultNetwork ?? wallet?.blockchains?.[0] ?? 'ethereum'
      const network = networks.find((n) => n.name === name)
      if (!wallet || !isAddress(wallet.address) || !network) throw internalError()
      const fiatAmount = request.presetFiatAmount ?? 0
      const crypto = request.presetCryptoAmount ?? 0
      const eth = crypto > 0 ? crypto : fiatAmount >= 10 ? price('USD', fiatAmount).eth : 0
      const { origin } = await start()
      const session: Session = {
        id: randomUUID(),
        address: wallet.address as Address,
        chainId: network.chainId,
        fiat: 'USD',
        fiatAmount,
        ethAmount: round(eth, 6),
        redirectUrl: undefined,
        cryptoPreset: crypto > 0,
        state: 'open',
      }
      sessions.set(session.id, session)
      // Shaped like Coinbase's (`generate_on_ramp_url`): the page and its query.
      const url = new URL('/buy/select-asset', origin)
      url.searchParams.set('sessionToken', session.id)
      url.searchParams.set('destinationWallets', JSON.stringify(request.destinationWallets))
      url.searchParams.set('partnerUserId', request.partnerUserId)
      url.searchParams.set('defaultNetwork', network.name)
      if (request.presetCryptoAmount != null)
        url.searchParams.set('presetCryptoAmount', String(request.presetCryptoAmount))
      if (request.presetFiatAmount != null)
        url.searchParams.set('presetFiatAmount', String(request.presetFiatAmount))
      if (request.defaultExperience)
        url.searchParams.set('defaultExperience', request.defaultExperience)
      return { url: url.toString() }
    },
    async exchange(query) {
      const address = query.get('address') ?? ''
      if (!isAddress(address)) throw new OnrampError(400, 'address', 'An address is required')
      const chainId = Number(/^eip155:(\d+)$/.exec(query.get('caipNetworkId') ?? '')?.[1])
      if (!chains.some((c) => c.chainId === chainId))
        throw new OnrampError(400, 'caipNetworkId', 'Unsupported network')
      const { origin } = await start()
      const withdrawal: Withdrawal = { id: randomUUID(), address, chainId, state: 'open' }
      withdrawals.set(withdrawal.id, withdrawal)
      return { url: `${origin}/exchange/${withdrawal.id}` }
    },
    async stop() {
      if (!server) return
      const { server: running } = await server
      running.closeAllConnections()
      await new Promise<void>((resolve) => running.close(() => resolve()))
    },
  }
}
