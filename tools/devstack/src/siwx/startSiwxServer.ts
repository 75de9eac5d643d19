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

/** A kept session and what the server read from its signed message (never from `data`). */
type Kept = {
  session: StoredSession
  chainId: string
  address: string
  /** The message's Expiration Time (ms), `undefined` when it has none. */
  expiresAt: number | undefined
}

export type StartSiwxServerParameters = {
  /** The dev chains whose RPC verifies signatures (`startDevChain().chains`). */
  chains: readonly DevChainInfo[]
  /**
   * The pages allowed to call with credentials (exact origins, `http://127.0.0.1:5173`): only
   * they get CORS headers; a request from any other `Origin` is refused (403). Their hosts are
   * the domains a message may name, their origins the URIs' (see `domains`).
   */
  origins: readonly string[]
  /** The domains (RFC 3986 authority) a message may name; default: the hosts of `origins`. */
  domains?: readonly string[]
  /** How long an issued nonce stays usable; default 10 minutes. */
  nonceTtlMs?: number
  /** Default: a free port on 127.0.0.1. */
  port?: number
}

export type StartSiwxServerReturnType = {
  /** `http://127.0.0.1:N`, the `url` of the feature's `httpSiwxStorage`. */
  url: string
  /** Every session stored, across visitors (what tests assert "nothing stored" on). */
  sessions(): StoredSession[]
  /** Nonces issued and not used (nor expired) yet. */
  openNonces(): string[]
  /**
   * Allows one more page origin (and its host as a message domain), for a page whose port is
   * known only after this server started (`npm start`'s dev server).
   */
  allowOrigin(origin: string): void
  stop(): Promise<void>
}

const COOKIE = 'gw_siwx_sid'
/** How far ahead of this clock a message's Issued At may be (the wallet's clock skew). */
const MAX_CLOCK_SKEW_MS = 5 * 60 * 1000
/** The largest request body read (a list of sessions). */
const MAX_BODY_BYTES = 256 * 1024

/**
 * A host's own sign-in backend, for the server-backed storage path offline, and the reference
 * of the protocol `httpSiwxStorage` expects (the feature's README, "What a host's server must
 * do"):
 *
 * - a visitor is an HttpOnly `SameSite=Lax` cookie, set by the first `GET /nonce`;
 * - `GET /nonce` issues a nonce to that visitor only, usable once, for `nonceTtlMs`;
 * - `POST /sessions` keeps a session once its EIP-4361 message names a configured domain and
 *   origin, carries an open nonce of this visitor (used up by the attempt), is inside its time
 *   window (not issued in the future) and its signature is the address's over the chain's RPC
 *   (viem: EOA, ERC-1271, ERC-6492); `PUT /sessions` replaces the visitor's list by the same
 *   rules (a session this visitor already has is kept as it is; any other needs a fresh nonce);
 * - `GET`/`DELETE /sessions?chainId=&address=` exactly that chain and address, only while the
 *   signed message's Expiration Time has not passed (a client-sent `data.expirationTime` is
 *   never read);
 * - CORS with credentials for the configured origins only; any other `Origin` gets 403.
 *
 * Refusals answer 401 `{ error }`.
 */
export async function startSiwxServer(
  parameters: StartSiwxServerParameters,
): Promise<StartSiwxServerReturnType> {
  const origins = new Set(parameters.origins.map((o) => new URL(o).origin))
  const domains = new Set(parameters.domains ?? [...origins].map((o) => new URL(o).host))
  const nonceTtlMs = parameters.nonceTtlMs ?? 10 * 60 * 1000
  /** Open nonces: the visitor each was issued to, and until when it is usable. */
  const nonces = new Map<string, { sid: string; expires: number }>()
  const byVisitor = new Map<string, Kept[]>()
  const clients = new Map(
    parameters.chains.map((c) => [
      `eip155:${c.chainId}`,
      createPublicClient({ transport: http(c.rpcUrl) }),
    ]),
  )

  /** Uses up `nonce` when it is open and this visitor's; `false` otherwise. */
  function useNonce(nonce: string, sid: string | undefined): boolean {
    const issued = nonces.get(nonce)
    if (!sid || !issued || issued.sid !== sid) return false
    nonces.delete(nonce)
    return issued.expires > Date.now()
  }

  /** Reads and checks a session (its nonce already used up); the refusal, or what to keep. */
  async function verify(session: StoredSession): Promise<string | Kept> {
    const fields = parseSiweMessage(session.message)
    if (!fields.address || !fields.chainId || !fields.nonce || !fields.domain || !fields.uri)
      return 'Not an EIP-4361 message'
    const chainId = `eip155:${fields.chainId}`
    if (session.data.chainId !== chainId) return 'Chain mismatch'
    if (session.data.accountAddress?.toLowerCase() !== fields.address.toLowerCase())
      return 'Address mismatch'
    if (!domains.has(fields.domain)) return 'Domain not allowed'
    if (!URL.canParse(fields.uri) || !origins.has(new URL(fields.uri).origin))
      return 'URI not allowed'
    const issuedAt = fields.issuedAt?.getTime() ?? Number.NaN
    if (!(issuedAt <= Date.now() + MAX_CLOCK_SKEW_MS)) return 'Issued in the future'
    const client = clients.get(chainId)
    if (!client) return 'Chain not supported'
    // Also the time window: Expiration Time not passed, Not Before reached.
    const valid = await verifySiweMessage(client, {
      message: session.message,
      signature: session.signature as Hex,
      domain: fields.domain,
    })
    if (!valid) return 'The signature is not valid'
    return {
      session,
      chainId,
      address: fields.address.toLowerCase(),
      expiresAt: fields.expirationTime?.getTime(),
    }
  }

  const isSession = (s: unknown): s is StoredSession => {
    const x = s as StoredSession | null
    return (
      typeof x?.message === 'string' &&
      typeof x.signature === 'string' &&
      typeof x.data?.chainId === 'string' &&
      typeof x.data.accountAddress === 'string'
    )
  }
  const live = (k: Kept) => k.expiresAt === undefined || Date.now() < k.expiresAt
  const matches = (k: Kept, query: URLSearchParams) =>
    k.chainId === query.get('chainId') && k.address === (query.get('address') ?? '').toLowerCase()
  const same = (a: StoredSession, b: StoredSession) =>
    a.message === b.message && a.signature === b.signature

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const origin = req.headers.origin
    // Credentialed CORS for the configured pages only; never the caller's Origin reflected.
    const allowed = origin !== undefined && origins.has(origin)
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'cache-control': 'no-store',
      vary: 'origin',
      ...(allowed
        ? { 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true' }
        : {}),
    }
    const send = (status: number, body?: unknown, extra: Record<string, string> = {}) => {
      res.writeHead(status, { ...headers, ...extra })
      res.end(body === undefined ? undefined : JSON.stringify(body))
    }
    // A page of another site (or an opaque `null` origin) gets nothing, not even a nonce.
    if (origin !== undefined && !allowed) return send(403, { error: 'Origin not allowed' })
    if (req.method === 'OPTIONS')
      return send(204, undefined, {
        'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
        'access-control-allow-headers': 'content-type',
        'access-control-max-age': '600',
      })
    const url = new URL(req.url ?? '/', 'http://siwx.local')
    const known = /(?:^|;\s*)gw_siwx_sid=([a-f0-9]{32})(?:;|$)/.exec(req.headers.cookie ?? '')?.[1]
    const body = async (): Promise<unknown> => {
      const chunks: Buffer[] = []
      let size = 0
      for await (const chunk of req) {
        size += (chunk as Buffer).length
        if (size > MAX_BODY_BYTES) throw new Error('Too large')
        chunks.push(chunk as Buffer)
      }
      return JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null')
    }
    if (req.method === 'GET' && url.pathname === '/nonce') {
      const sid = known ?? randomBytes(16).toString('hex')
      for (const [nonce, issued] of nonces) if (issued.expires <= Date.now()) nonces.delete(nonce)
      const nonce = generateSiweNonce()
      nonces.set(nonce, { sid, expires: Date.now() + nonceTtlMs })
      return send(
        200,
        { nonce },
        known ? {} : { 'set-cookie': `${COOKIE}=${sid}; Path=/; HttpOnly; SameSite=Lax` },
      )
    }
    if (url.pathname !== '/sessions') return send(404, { error: 'not_found' })
    const mine = (known && byVisitor.get(known)) || []
    if (req.method === 'GET')
      return send(
        200,
        mine.filter((k) => matches(k, url.searchParams) && live(k)).map((k) => k.session),
      )
    if (req.method === 'DELETE') {
      if (known)
        byVisitor.set(
          known,
          mine.filter((k) => !matches(k, url.searchParams)),
        )
      return send(204)
    }
    if (req.method === 'POST' || req.method === 'PUT') {
      const input = await body().catch(() => undefined)
      const list = req.method === 'POST' ? [input] : input
      if (!Array.isArray(list) || !list.every(isSession))
        return send(400, { error: 'Expected a session (POST) or a list of sessions (PUT)' })
      // PUT: what this visitor already has stays as it is (its nonce was used when it came).
      const kept =
        req.method === 'PUT' ? mine.filter((k) => list.some((s) => same(s, k.session))) : []
      const fresh = list.filter((s) => !kept.some((k) => same(s, k.session)))
      // Every nonce is used up by the attempt, before any await (two requests cannot share it).
      for (const session of fresh) {
        const nonce = parseSiweMessage(session.message).nonce
        if (!nonce || !useNonce(nonce, known)) return send(401, { error: 'Unknown or used nonce' })
      }
      const checked: Kept[] = []
      for (const session of fresh) {
        const result = await verify(session).catch((e: Error) => e.message)
        if (typeof result === 'string') return send(401, { error: result })
        checked.push(result)
      }
      // `known` is set: a fresh session needed this visitor's nonce; PUT [] without one is a no-op.
      if (known)
        byVisitor.set(known, req.method === 'POST' ? [...mine, ...checked] : [...kept, ...checked])
      return send(req.method === 'POST' ? 201 : 200, { ok: true })
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
    sessions: () => [...byVisitor.values()].flat().map((k) => k.session),
    openNonces: () =>
      [...nonces].filter(([, issued]) => issued.expires > Date.now()).map(([nonce]) => nonce),
    allowOrigin(origin) {
      const parsed = new URL(origin)
      origins.add(parsed.origin)
      if (!parameters.domains) domains.add(parsed.host)
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
