import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { corsHeaders } from '../services/http/corsHeaders.js'
import { createRegtestLedger, type LedgerTx, RegtestRejectError } from './createRegtestLedger.js'
import {
  type BitcoinTestAccount,
  bitcoinTestAccounts,
  REGTEST_CAIP_NETWORK_ID,
  REGTEST_GENESIS_HASH,
} from './regtestKeys.js'

export type StartBitcoinRegtestParameters = {
  host?: string
  /** Fixed port; default: a free one. */
  port?: number
  /** Esplora `/fee-estimates` (confirmation target in blocks → sat/vB). */
  feeEstimates?: Record<string, number>
}

/** What a running regtest ledger is known by (plain data, for state files and pages). */
export type BitcoinRegtestInfo = {
  /** The Esplora-compatible REST base (`/address/:a`, `/fee-estimates`, `POST /tx`…). */
  esploraUrl: string
  /**
   * POST `{ blocks }` to `/mine`, `{ address, sats }` to `/fund`, `{ down }` to `/faults`,
   * `{ estimates }` to `/fees` (`{}` restores the starting ones). Every URL also exists under
   * `/scope/<name>` (Esplora and control): a scope's faults and fee estimates apply to its own
   * URLs only, so a test that takes the API down for its page leaves the tests beside it alone
   * (the ledger itself is shared: mining and funding are the same everywhere).
   */
  controlUrl: string
  genesisHash: string
  /** `bip122:` + the first 32 hex characters of the genesis hash. */
  caipNetworkId: string
  /**
   * #0 and #1 are the test wallet's, #3 the remote wallet's (1 BTC payment, 0.1 BTC ordinals
   * each); #2 is unfunded.
   */
  accounts: readonly BitcoinTestAccount[]
}

export type StartBitcoinRegtestReturnType = BitcoinRegtestInfo & {
  ledger: ReturnType<typeof createRegtestLedger>
  /** `down`: every Esplora route answers 503; `hang`: never answers. `scope`'s only. */
  setFaults(faults: { down?: boolean; hang?: boolean }, scope?: string): void
  stop(): Promise<void>
}

/** Default fee estimates (sat/vB), shaped like mempool.space's Esplora. */
export const REGTEST_FEE_ESTIMATES: Record<string, number> = {
  '1': 25,
  '2': 20,
  '3': 15,
  '6': 10,
  '12': 5,
  '144': 2,
  '1008': 1,
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let body = ''
    request.setEncoding('utf8')
    request.on('data', (chunk) => {
      body += chunk
      if (body.length > 2_000_000) request.destroy()
    })
    request.on('end', () => resolve(body))
    request.on('error', reject)
  })

/**
 * Starts the devstack's Bitcoin regtest: an in-process ledger (no bitcoind) behind an
 * Esplora-compatible REST API with Esplora's wire format, on 127.0.0.1. The test accounts are
 * funded and confirmed. Control routes (`/control/mine`, `/control/fund`, `/control/faults`,
 * `/control/fees`) let tests mine blocks, fund addresses, take the API down and change its fee
 * estimates.
 *
 * @example
 * const regtest = await startBitcoinRegtest()
 * await fetch(`${regtest.esploraUrl}/address/${regtest.accounts[0].payment.address}`)
 * await fetch(`${regtest.controlUrl}/mine`, { method: 'POST', body: '{"blocks":1}' })
 */
export async function startBitcoinRegtest(
  parameters: StartBitcoinRegtestParameters = {},
): Promise<StartBitcoinRegtestReturnType> {
  const { host = '127.0.0.1', port = 0 } = parameters
  const initialFees = parameters.feeEstimates ?? REGTEST_FEE_ESTIMATES
  // The switches of the URLs without a scope, and each scope's own.
  type Switches = { faults: { down: boolean; hang: boolean }; feeEstimates: Record<string, number> }
  const unscoped: Switches = { faults: { down: false, hang: false }, feeEstimates: initialFees }
  const scopes = new Map<string, Switches>()
  const switchesOf = (scope: string | undefined): Switches => {
    if (scope === undefined) return unscoped
    const own = scopes.get(scope) ?? {
      faults: { down: false, hang: false },
      feeEstimates: initialFees,
    }
    scopes.set(scope, own)
    return own
  }
  const ledger = createRegtestLedger()
  // The test wallet's #0 and #1 and the remote wallet's #3 (#2 stays empty, a receiver).
  for (const account of bitcoinTestAccounts.filter((_, i) => i !== 2)) {
    // Two payment coins each, so coin selection has a choice.
    ledger.fund(account.payment.address, 60_000_000, false)
    ledger.fund(account.payment.address, 40_000_000, false)
    ledger.fund(account.ordinals.address, 10_000_000, false)
  }
  ledger.mine(1)

  const status = (height: number | null) => {
    if (height === null) return { confirmed: false }
    const block = ledger.blockAt(height)!
    return {
      confirmed: true,
      block_height: height,
      block_hash: block.hash,
      block_time: block.time,
    }
  }
  const txJson = (tx: LedgerTx) => ({
    txid: tx.txid,
    version: 2,
    locktime: 0,
    vin: tx.vin.map((i) => ({ ...i, sequence: 0xffffffff })),
    vout: tx.vout,
    size: tx.size,
    weight: tx.weight,
    fee: tx.fee,
    status: status(tx.height),
  })
  const stats = (address: string, confirmed: boolean) => {
    const s = {
      funded_txo_count: 0,
      funded_txo_sum: 0,
      spent_txo_count: 0,
      spent_txo_sum: 0,
      tx_count: 0,
    }
    for (const tx of ledger.transactions()) {
      if ((tx.height !== null) !== confirmed) continue
      let touched = false
      for (const output of tx.vout)
        if (output.scriptpubkey_address === address) {
          s.funded_txo_count += 1
          s.funded_txo_sum += output.value
          touched = true
        }
      for (const input of tx.vin)
        if (input.prevout?.scriptpubkey_address === address) {
          s.spent_txo_count += 1
          s.spent_txo_sum += input.prevout.value
          touched = true
        }
      if (touched) s.tx_count += 1
    }
    return s
  }

  type Answer = { status: number; body: unknown; text?: boolean }
  const route = async (method: string, path: string, request: IncomingMessage): Promise<Answer> => {
    let parts = path.split('/').filter(Boolean).map(decodeURIComponent)
    const scope = parts[0] === 'scope' && parts[1] ? parts[1] : undefined
    if (scope !== undefined) parts = parts.slice(2)
    const own = switchesOf(scope)
    if (parts[0] === 'control' && method === 'POST') {
      const body = JSON.parse((await readBody(request)) || '{}') as Record<string, unknown>
      if (parts[1] === 'mine') {
        const height = ledger.mine(typeof body.blocks === 'number' ? body.blocks : 1)
        return { status: 200, body: { height } }
      }
      if (
        parts[1] === 'fund' &&
        typeof body.address === 'string' &&
        typeof body.sats === 'number'
      ) {
        try {
          return {
            status: 200,
            body: { txid: ledger.fund(body.address, body.sats, body.confirm !== false) },
          }
        } catch (error) {
          return { status: 400, body: { error: (error as Error).message } }
        }
      }
      // `{ estimates }` answers /fee-estimates with them (an API quoting unusual rates); `{}`
      // puts the starting estimates back.
      if (parts[1] === 'fees') {
        const next = body.estimates
        if (next === undefined) own.feeEstimates = initialFees
        else if (
          next &&
          typeof next === 'object' &&
          Object.values(next).every((n) => typeof n === 'number' && Number.isFinite(n))
        )
          own.feeEstimates = next as Record<string, number>
        else return { status: 400, body: { error: 'estimates: { [blocks]: sat/vB }' } }
        return { status: 200, body: own.feeEstimates }
      }
      if (parts[1] === 'faults') {
        own.faults = { down: body.down === true, hang: body.hang === true }
        return { status: 200, body: own.faults }
      }
      return { status: 404, body: { error: 'Unknown control route' } }
    }
    if (own.faults.hang) return new Promise<never>(() => {})
    if (own.faults.down) return { status: 503, body: 'Service Unavailable', text: true }
    // The route without its scope.
    const rest = scope === undefined ? path : path.replace(/^\/scope\/[^/]+/, '') || '/'
    if (method === 'GET' && parts[0] === 'address' && parts[1]) {
      const address = parts[1]
      if (parts.length === 2)
        return {
          status: 200,
          body: {
            address,
            chain_stats: stats(address, true),
            mempool_stats: stats(address, false),
          },
        }
      if (parts[2] === 'utxo')
        return {
          status: 200,
          body: ledger.utxos(address).map((u) => ({
            txid: u.txid,
            vout: u.vout,
            status: status(u.height),
            value: u.value,
          })),
        }
      if (parts[2] === 'txs')
        return {
          status: 200,
          body: ledger
            .transactions()
            .filter(
              (tx) =>
                tx.vout.some((o) => o.scriptpubkey_address === address) ||
                tx.vin.some((i) => i.prevout?.scriptpubkey_address === address),
            )
            .reverse()
            .map(txJson),
        }
    }
    if (method === 'GET' && rest === '/fee-estimates')
      return { status: 200, body: own.feeEstimates }
    if (method === 'GET' && rest === '/blocks/tip/height')
      return { status: 200, body: String(ledger.height()), text: true }
    if (method === 'GET' && rest === '/blocks/tip/hash')
      return { status: 200, body: ledger.tip().hash, text: true }
    if (method === 'GET' && parts[0] === 'tx' && parts[1]) {
      const tx = ledger.tx(parts[1])
      if (!tx) return { status: 404, body: 'Transaction not found', text: true }
      if (parts.length === 2) return { status: 200, body: txJson(tx) }
      if (parts[2] === 'status') return { status: 200, body: status(tx.height) }
      if (parts[2] === 'hex') return { status: 200, body: tx.hex, text: true }
    }
    if (method === 'POST' && rest === '/tx') {
      try {
        return { status: 200, body: ledger.submit(await readBody(request)), text: true }
      } catch (error) {
        if (!(error instanceof RegtestRejectError)) throw error
        // Esplora passes bitcoind's refusal on as text.
        return {
          status: 400,
          body: `sendrawtransaction RPC error: ${JSON.stringify({ code: -26, message: error.message })}`,
          text: true,
        }
      }
    }
    return { status: 404, body: 'Not Found', text: true }
  }

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const headers = corsHeaders(new Headers(request.headers as Record<string, string>))
    if (request.method === 'OPTIONS') {
      response.writeHead(204, headers)
      response.end()
      return
    }
    const path = (request.url ?? '/').split('?')[0]!.replace(/\/+$/, '') || '/'
    route(request.method ?? 'GET', path, request)
      .then((answer) => {
        response.writeHead(answer.status, {
          ...headers,
          'content-type': answer.text ? 'text/plain' : 'application/json',
        })
        response.end(answer.text ? String(answer.body) : JSON.stringify(answer.body))
      })
      .catch((error: unknown) => {
        response.writeHead(500, { ...headers, 'content-type': 'text/plain' })
        response.end(String((error as Error)?.message ?? error))
      })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve())
  })
  const base = `http://${host}:${(server.address() as AddressInfo).port}`
  return {
    esploraUrl: base,
    controlUrl: `${base}/control`,
    genesisHash: REGTEST_GENESIS_HASH,
    caipNetworkId: REGTEST_CAIP_NETWORK_ID,
    accounts: bitcoinTestAccounts,
    ledger,
    setFaults(next, scope) {
      switchesOf(scope).faults = { down: next.down === true, hang: next.hang === true }
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
