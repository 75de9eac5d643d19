import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createPublicClient, type Hex, http } from 'viem'
import { generateSiweNonce, parseSiweMessage, verifySiweMessage } from 'viem/siwe'
import type { DevChainInfo } from '../chain/startDevChain.js'

/** A session as the sign-in feature sends it (`{ data, message, signature, cacao? }`). */
type StoredSession = {
  data: { chainId: string; accountAddress: string; expirationTime?: string }
  message: string
  signature: string
}

export type StartSiwxServerParameters = {
  /** The dev chains whose RPC verifies signatures (`startDevChain().chains`). */
  chains: readonly DevChainInfo[]
  /** Default: a free port on 127.0.0.1. */
  port?: number
}

export type StartSiwxServerReturnType = {
  /** `http://127.0.0.1:N`, the `url` of the feature's `httpSiwxStorage`. */
  url: string
  /** Every session stored, across visitors (what tests assert "nothing stored" on). */
  sessions(): StoredSession[]
  /** Nonces issued and not used yet. */
  openNonces(): string[]
  stop(): Promise<void>
}

const COOKIE = 'gw_siwx_sid'

/**
 * A host's own sign-in backend, for the server-backed storage path offline: it issues single-use
 * nonces (`GET /nonce`), verifies a signed session for real before keeping it (`POST /sessions`:
 * the EIP-4361 message parsed and checked with viem — its nonce must be one this server issued
 * and not used, its time window current, its signature the address's over the chain's RPC, so
 * EOA, ERC-1271 and ERC-6492 wallets all pass), and keys sessions by an HttpOnly session cookie
 * (`GET`/`DELETE /sessions?chainId=&address=` exactly that chain and address, `PUT /sessions`
 * replaces). CORS echoes the page's origin with credentials, so a page on another port of
 * 127.0.0.1 (same site) sends the cookie. Refusals answer 401 `{ error }`.
 */
export async function startSiwxServer(
  parameters: StartSiwxServerParameters,
): Promise<StartSiwxServerReturnType> {
  const nonces = new Set<string>()
  const byVisitor = new Map<string, StoredSession[]>()
  const clients = new Map(
    parameters.chains.map((c) => [
      `eip155:${c.chainId}`,
      createPublicClient({ transport: http(c.rpcUrl) }),
    ]),
  )

  async function verify(session: StoredSession, consumeNonce: boolean): Promise<string | null> {
    if (typeof session?.message !== 'string' || typeof session.signature !== 'string')
      return 'Malformed session'
    const fields = parseSiweMessage(session.message)
    if (!fields.address || !fields.chainId || !fields.nonce) return 'Not an EIP-4361 message'
    const chainId = `eip155:${fields.chainId}`
    if (session.data?.chainId !== chainId) return 'Chain mismatch'
    if (session.data.accountAddress?.toLowerCase() !== fields.address.toLowerCase())
      return 'Address mismatch'
    const client = clients.get(chainId)
    if (!client) return 'Chain not supported'
    if (consumeNonce && !nonces.delete(fields.nonce)) return 'Unknown or used nonce'
    const valid = await verifySiweMessage(client, {
      message: session.message,
      signature: session.signature as Hex,
    })
    return valid ? null : 'The signature is not valid'
  }

  const live = (s: StoredSession) =>
    !s.data.expirationTime || Date.now() < Date.parse(s.data.expirationTime)
  const matches = (s: StoredSession, query: URLSearchParams) =>
    s.data.chainId === query.get('chainId') &&
    s.data.accountAddress.toLowerCase() === (query.get('address') ?? '').toLowerCase()

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const origin = req.headers.origin
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'cache-control': 'no-store',
      vary: 'origin',
      ...(origin
        ? { 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true' }
        : {}),
    }
    const send = (status: number, body?: unknown, extra: Record<string, string> = {}) => {
      res.writeHead(status, { ...headers, ...extra })
      res.end(body === undefined ? undefined : JSON.stringify(body))
    }
    if (req.method === 'OPTIONS')
      return send(204, undefined, {
        'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
        'access-control-allow-headers': 'content-type',
        'access-control-max-age': '600',
      })
    const url = new URL(req.url ?? '/', 'http://siwx.local')
    const sid = /(?:^|;\s*)gw_siwx_sid=([a-f0-9]{32})/.exec(req.headers.cookie ?? '')?.[1]
    const body = async () => {
      const chunks: Buffer[] = []
      for await (const chunk of req) chunks.push(chunk as Buffer)
      return JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null')
    }
    if (req.method === 'GET' && url.pathname === '/nonce') {
      const nonce = generateSiweNonce()
      nonces.add(nonce)
      return send(200, { nonce })
    }
    if (url.pathname !== '/sessions') return send(404, { error: 'not_found' })
    const mine = (sid && byVisitor.get(sid)) || []
    if (req.method === 'GET')
      return send(
        200,
        mine.filter((s) => matches(s, url.searchParams) && live(s)),
      )
    if (req.method === 'DELETE') {
      if (sid)
        byVisitor.set(
          sid,
          mine.filter((s) => !matches(s, url.searchParams)),
        )
      return send(204)
    }
    if (req.method === 'POST' || req.method === 'PUT') {
      const input = await body().catch(() => undefined)
      const list: StoredSession[] = req.method === 'POST' ? [input] : input
      if (!Array.isArray(list)) return send(400, { error: 'Expected a list of sessions' })
      for (const session of list) {
        const refusal = await verify(session, req.method === 'POST').catch((e: Error) => e.message)
        if (refusal) return send(401, { error: refusal })
      }
      const id = sid ?? randomBytes(16).toString('hex')
      byVisitor.set(id, req.method === 'POST' ? [...mine, ...list] : list)
      return send(
        req.method === 'POST' ? 201 : 200,
        { ok: true },
        {
          'set-cookie': `${COOKIE}=${id}; Path=/; HttpOnly; SameSite=Lax`,
        },
      )
    }
    return send(405, { error: 'method_not_allowed' })
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: Error) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ error: error.message }))
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(parameters.port ?? 0, '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    sessions: () => [...byVisitor.values()].flat(),
    openNonces: () => [...nonces],
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
