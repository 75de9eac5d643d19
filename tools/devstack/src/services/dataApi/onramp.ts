import { randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type Address, createPublicClient, http, isAddress, parseEther, toHex } from 'viem'
import type { DevChainInfo } from '../../chain/startDevChain.js'
import { testAccounts } from '../../chain/testAccounts.js'
import { nativeToken } from './tokens.js'

/** A refusal with the hosted service's reason. */
export class OnrampError extends Error {
  constructor(
    readonly status: number,
    readonly field: string,
    message: string,
  ) {
    super(message)
    this.name = 'OnrampError'
  }
}

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

/** `GET /v1/onramp/options`, `POST /v1/onramp/quote`, `POST /v1/generators/onrampurl`, and the page. */
export type Onramp = {
  options(): unknown
  quote(body: Record<string, unknown>): unknown
  generate(body: Record<string, unknown>): Promise<{ url: string }>
  /** An exchange's withdrawal page for `address` / `caipNetworkId` (query parameters). */
  exchange(query: URLSearchParams): Promise<{ url: string }>
  stop(): Promise<void>
}

const round = (value: number, digits: number) => value.toFixed(digits)

/** The purchase a fiat amount buys: fees and the ETH it leaves, at the devstack's fixed ETH price. */
function price(paymentCurrency: string, amount: number) {
  const rate = FIAT_USD[paymentCurrency]
  if (!rate)
    throw new OnrampError(400, 'paymentCurrency', `Unsupported currency ${paymentCurrency}`)
  if (!Number.isFinite(amount) || amount < 10)
    throw new OnrampError(400, 'amount', 'The minimum purchase is 10.00')
  const fee = amount * FEE_RATE
  const subtotal = amount - fee - NETWORK_FEE
  const eth = (subtotal * rate) / nativeToken.price
  return { fee, subtotal, eth }
}

/**
 * The on-ramp stand-in: the options and quotes of a Coinbase-style on-ramp (the hosted wire
 * format), and a provider page on its own origin (a second local server, started on the first
 * generated URL) where a purchase can be paid (the deployer account really sends the ETH to the
 * buyer on the dev chain), declined, or abandoned (the window closed). Paid and declined redirect
 * the window to the `redirectUrl` the client gave, with `status=success|failed`.
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
    const match = /^\/buy\/([0-9a-f-]{36})(?:\/(pay|fail))?$/.exec(url.pathname)
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
      if (fiat && FIAT_USD[fiat] && !session.cryptoPreset) {
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

  return {
    options: () => ({
      paymentCurrencies: Object.keys(FIAT_USD).map((id) => ({ id, limits: LIMITS })),
      purchaseCurrencies: [
        {
          id: 'eth-ethereum',
          name: 'Ether',
          symbol: 'ETH',
          networks: [
            { name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '' },
          ],
        },
      ],
    }),
    quote(body) {
      const { purchaseCurrency, paymentCurrency, amount, network } = body
      if (purchaseCurrency !== 'ETH')
        throw new OnrampError(
          400,
          'purchaseCurrency',
          `Unsupported asset ${String(purchaseCurrency)}`,
        )
      if (network !== 'ethereum')
        throw new OnrampError(400, 'network', `Unsupported network ${String(network)}`)
      const fiat = String(paymentCurrency)
      const value = Number(amount)
      const { fee, subtotal, eth } = price(fiat, value)
      return {
        quoteId: randomUUID(),
        paymentTotal: { value: round(value, 2), currency: fiat },
        paymentSubtotal: { value: round(subtotal, 2), currency: fiat },
        purchaseAmount: { value: round(eth, 6), currency: 'ETH' },
        coinbaseFee: { value: round(fee, 2), currency: fiat },
        networkFee: { value: round(NETWORK_FEE, 2), currency: fiat },
      }
    },
    async generate(body) {
      const wallets = body.destinationWallets
      const wallet = Array.isArray(wallets) ? (wallets[0] as Record<string, unknown>) : undefined
      const address = wallet?.address
      if (typeof address !== 'string' || !isAddress(address))
        throw new OnrampError(400, 'destinationWallets', 'A destination wallet address is required')
      if (body.defaultExperience !== 'buy')
        throw new OnrampError(400, 'defaultExperience', 'defaultExperience must be buy')
      const network = body.defaultNetwork ?? 'ethereum'
      if (network !== 'ethereum')
        throw new OnrampError(400, 'defaultNetwork', `Unsupported network ${String(network)}`)
      const fiatAmount = Number(body.presetFiatAmount ?? 0)
      const crypto = Number(body.presetCryptoAmount ?? 0)
      const eth = crypto > 0 ? crypto : price('USD', fiatAmount).eth
      const { origin } = await start()
      const session: Session = {
        id: randomUUID(),
        address: address as Address,
        chainId: 1,
        fiat: 'USD',
        fiatAmount,
        ethAmount: round(eth, 6),
        redirectUrl: undefined,
        cryptoPreset: crypto > 0,
        state: 'open',
      }
      sessions.set(session.id, session)
      return { url: `${origin}/buy/${session.id}` }
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
