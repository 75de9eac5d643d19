import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type WebSocket, WebSocketServer } from 'ws'
import { corsHeaders } from '../services/http/corsHeaders.js'
import {
  createSolanaRpc,
  LOCAL_GENESIS_HASH,
  SOLANA_TOKEN,
  type SolanaFaults,
  SolanaRpcError,
} from './createSolanaRpc.js'
import { type SolanaTestAccount, solanaTestAccounts } from './solanaAccounts.js'

export type StartSolanaChainParameters = {
  host?: string
  /** Fixed port; default: a free one. */
  port?: number
  /** How often the slot clock ticks (ms); default 400, like a validator. */
  slotMs?: number
}

/** What a running local Solana chain is known by (plain data, for state files and pages). */
export type SolanaChainInfo = {
  /** JSON-RPC over HTTP. */
  rpcUrl: string
  /** The same server's WebSocket (signatureSubscribe); pass it to web3.js as `wsEndpoint`. */
  wsUrl: string
  /**
   * POST `{ faults: { rpcDown?, neverConfirm?, expiredBlockhash? } }` here to flip switches.
   * Every URL also exists under `/scope/<name>` (RPC, WebSocket, control): a scope's switches
   * apply to its own URLs only, so a test that takes the chain down for its page does not take it
   * down for the tests running beside it (the chain itself is shared).
   */
  controlUrl: string
  genesisHash: string
  /** `solana:` + the first 32 characters of the genesis hash. */
  caipNetworkId: string
  /** #0 is the mint authority; #1 and #2 are the test wallet's; all hold 1000 SOL. */
  accounts: readonly SolanaTestAccount[]
  /** The fixture SPL token (accounts #1 and #2 hold 1000 each). */
  token: { mint: string; symbol: string; name: string; decimals: number }
}

export type StartSolanaChainReturnType = SolanaChainInfo & {
  /** Flips fault switches in-process (what the control URL does over HTTP); `scope`'s only. */
  setFaults(faults: Partial<SolanaFaults>, scope?: string): void
  /** The chain itself (litesvm and helpers), for tests that read it directly. */
  rpc: ReturnType<typeof createSolanaRpc>
  stop(): Promise<void>
}

type JsonRpcRequest = { jsonrpc?: string; id?: unknown; method?: unknown; params?: unknown }

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let body = ''
    request.setEncoding('utf8')
    request.on('data', (chunk) => {
      body += chunk
    })
    request.on('end', () => resolve(body))
    request.on('error', reject)
  })

/**
 * Starts a local Solana chain: litesvm behind a JSON-RPC HTTP + WebSocket front end on one port
 * (127.0.0.1, a free port by default), enough of the validator's API for an unchanged web3.js
 * `Connection` (blockhashes, balances, fees, preflighted sends, simulation with logs, statuses,
 * accounts, rent, airdrops, signatureSubscribe). Funded accounts and an SPL mint are in place.
 *
 * @example
 * import { Connection } from '@solana/web3.js'
 * import { startSolanaChain } from '@gangway/devstack'
 * const chain = await startSolanaChain()
 * const connection = new Connection(chain.rpcUrl, { wsEndpoint: chain.wsUrl })
 * await connection.getBalance(new PublicKey(chain.accounts[1].address))
 * await chain.stop()
 */
export async function startSolanaChain(
  parameters: StartSolanaChainParameters = {},
): Promise<StartSolanaChainReturnType> {
  const { host = '127.0.0.1', port = 0, slotMs = 400 } = parameters
  const rpc = createSolanaRpc()

  // Each scope's own switches (see SolanaChainInfo.controlUrl); no scope: the chain's.
  const scopes = new Map<string, SolanaFaults>()
  const faultsOf = (scope: string | undefined) => {
    if (scope === undefined) return rpc.faults
    const own = scopes.get(scope) ?? {
      expiredBlockhash: false,
      neverConfirm: false,
      rpcDown: false,
    }
    scopes.set(scope, own)
    return own
  }
  /** `/scope/<name>/rest` → the scope and `/rest`. */
  const scoped = (url: string | undefined) => {
    const path = (url ?? '/').split('?')[0]!
    const match = /^\/scope\/([\w-]+)(\/.*)?$/.exec(path)
    return match ? { scope: match[1], path: match[2] ?? '/' } : { scope: undefined, path }
  }

  const answer = (request: JsonRpcRequest, faults: SolanaFaults) => {
    const id = request.id ?? null
    try {
      return {
        jsonrpc: '2.0',
        id,
        result: rpc.call(String(request.method), request.params, faults),
      }
    } catch (error) {
      const e = error instanceof SolanaRpcError ? error : new SolanaRpcError(-32603, String(error))
      return {
        jsonrpc: '2.0',
        id,
        error: { code: e.code, message: e.message, ...(e.data ? { data: e.data } : {}) },
      }
    }
  }

  const send = (
    response: ServerResponse,
    status: number,
    body: unknown,
    request: IncomingMessage,
  ) => {
    const headers = corsHeaders(new Headers(request.headers as Record<string, string>))
    response.writeHead(status, { 'content-type': 'application/json', ...headers })
    response.end(JSON.stringify(body))
  }

  const server = createServer(async (request, response) => {
    try {
      if (request.method === 'OPTIONS') return send(response, 204, null, request)
      const { scope, path } = scoped(request.url)
      const faults = faultsOf(scope)
      if (path === '/_control') {
        if (request.method === 'POST') {
          const body = JSON.parse((await readBody(request)) || '{}') as {
            faults?: Partial<SolanaFaults>
          }
          setFaults(body.faults ?? {}, scope)
        }
        return send(response, 200, { faults }, request)
      }
      if (faults.rpcDown) {
        await readBody(request)
        return send(response, 503, { error: 'rpc down (devstack fault switch)' }, request)
      }
      const body = JSON.parse(await readBody(request)) as JsonRpcRequest | JsonRpcRequest[]
      send(
        response,
        200,
        Array.isArray(body) ? body.map((r) => answer(r, faults)) : answer(body, faults),
        request,
      )
    } catch (error) {
      send(
        response,
        200,
        { jsonrpc: '2.0', id: null, error: { code: -32700, message: String(error) } },
        request,
      )
    }
  })

  // signatureSubscribe over WebSocket: web3.js confirms transactions through it.
  const sockets = new WebSocketServer({ noServer: true })
  const socketScopes = new WeakMap<WebSocket, string | undefined>()
  server.on('upgrade', (request, socket, head) => {
    const { scope } = scoped(request.url)
    if (faultsOf(scope).rpcDown) return socket.destroy()
    sockets.handleUpgrade(request, socket, head, (ws) => {
      socketScopes.set(ws, scope)
      serveSocket(ws, faultsOf(scope))
    })
  })
  let subscriptionIds = 0
  const serveSocket = (ws: WebSocket, faults: SolanaFaults) => {
    const waiting = new Map<number, string>()
    const notify = (id: number, slot: number, err: unknown) => {
      waiting.delete(id)
      ws.send(
        JSON.stringify({
          jsonrpc: '2.0',
          method: 'signatureNotification',
          params: { result: { context: { slot }, value: { err } }, subscription: id },
        }),
      )
    }
    const stopListening = rpc.onLanded((signature, status) => {
      for (const [id, waited] of waiting)
        if (waited === signature) notify(id, status.slot, status.err)
    })
    ws.on('close', stopListening)
    ws.on('message', (data) => {
      let request: JsonRpcRequest
      try {
        request = JSON.parse(String(data))
      } catch {
        return
      }
      const reply = (result: unknown) =>
        ws.send(JSON.stringify({ jsonrpc: '2.0', id: request.id, result }))
      const params = Array.isArray(request.params) ? request.params : []
      if (request.method === 'signatureSubscribe') {
        const id = ++subscriptionIds
        const signature = String(params[0])
        waiting.set(id, signature)
        reply(id)
        const status = rpc.status(signature)
        if (status) notify(id, status.slot, status.err)
      } else if (request.method === 'signatureUnsubscribe') {
        reply(waiting.delete(Number(params[0])))
      } else if (typeof request.method === 'string' && request.method.endsWith('Unsubscribe')) {
        reply(true)
      } else if (typeof request.method === 'string' && request.method.endsWith('Subscribe')) {
        // Other subscriptions are accepted and never notified (the devstack has no use for them).
        reply(++subscriptionIds)
      } else {
        ws.send(JSON.stringify(answer(request, faults)))
      }
    })
  }

  const setFaults = (next: Partial<SolanaFaults>, scope?: string) => {
    const faults = faultsOf(scope)
    for (const key of ['rpcDown', 'neverConfirm', 'expiredBlockhash'] as const)
      if (typeof next[key] === 'boolean') faults[key] = next[key]
    if (faults.rpcDown)
      for (const client of sockets.clients)
        if (socketScopes.get(client) === scope) client.terminate()
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve())
  })
  const clock = setInterval(() => rpc.tick(), slotMs)
  clock.unref()
  const { port: bound } = server.address() as AddressInfo
  const base = `${host}:${bound}`
  return {
    rpcUrl: `http://${base}`,
    wsUrl: `ws://${base}`,
    controlUrl: `http://${base}/_control`,
    genesisHash: LOCAL_GENESIS_HASH,
    caipNetworkId: `solana:${LOCAL_GENESIS_HASH.slice(0, 32)}`,
    accounts: solanaTestAccounts,
    token: { mint: rpc.mint, ...SOLANA_TOKEN },
    setFaults,
    rpc,
    async stop() {
      clearInterval(clock)
      for (const client of sockets.clients) client.terminate()
      sockets.close()
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}
