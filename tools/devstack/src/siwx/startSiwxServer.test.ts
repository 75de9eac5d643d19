import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type StartDevChainReturnType, startDevChain } from '../chain/startDevChain.js'
import { testAccounts } from '../chain/testAccounts.js'
import { type StartSiwxServerReturnType, startSiwxServer } from './startSiwxServer.js'

// The sign-in server is the protocol `httpSiwxStorage` expects and hosts copy:
// every rule is checked here against the real server, over HTTP, with real signatures.

const PAGE = 'http://localhost:3000'
const ME = privateKeyToAccount(testAccounts[3]!.privateKey)
const OTHER = privateKeyToAccount(testAccounts[4]!.privateKey)

let chain: StartDevChainReturnType
let server: StartSiwxServerReturnType
beforeAll(async () => {
  chain = await startDevChain({ chains: [{ chainId: 1, name: 'Ethereum', fixtures: 'none' }] })
  server = await startSiwxServer({ chains: chain.chains, origins: [PAGE], nonceTtlMs: 1500 })
})
afterAll(async () => {
  await server?.stop()
  await chain?.stop()
})

/** One visitor: a cookie jar like a browser's for the server's origin. */
function visitor(origin?: string) {
  let cookie = ''
  const call = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(`${server.url}${path}`, {
      ...init,
      headers: {
        ...(init.body ? { 'content-type': 'application/json' } : {}),
        ...(cookie ? { cookie } : {}),
        ...(origin ? { origin } : {}),
        ...(init.headers as Record<string, string>),
      },
    })
    const set = response.headers.get('set-cookie')
    if (set) cookie = set.split(';')[0]!
    return response
  }
  return {
    call,
    cookie: () => cookie,
    nonce: async () => ((await (await call('/nonce')).json()) as { nonce: string }).nonce,
    post: (session: unknown) =>
      call('/sessions', { method: 'POST', body: JSON.stringify(session) }),
    put: (sessions: unknown) =>
      call('/sessions', { method: 'PUT', body: JSON.stringify(sessions) }),
    get: async (address = ME.address) =>
      (await (await call(`/sessions?chainId=eip155:1&address=${address}`)).json()) as Session[],
  }
}

type Session = {
  data: Record<string, unknown> & { chainId: string; accountAddress: string }
  message: string
  signature: string
}

/** A session signed by `signer` for the configured page, with `fields` changed in the message. */
async function session(
  nonce: string,
  fields: Partial<Parameters<typeof createSiweMessage>[0]> = {},
  signer = ME,
): Promise<Session> {
  const now = new Date()
  const message = createSiweMessage({
    domain: 'localhost:3000',
    address: signer.address,
    uri: PAGE,
    version: '1',
    chainId: 1,
    nonce,
    issuedAt: now,
    expirationTime: new Date(now.getTime() + 3_600_000),
    ...fields,
  })
  return {
    data: {
      chainId: 'eip155:1',
      accountAddress: signer.address,
      nonce,
      expirationTime: (fields.expirationTime ?? new Date(now.getTime() + 3_600_000)).toISOString(),
    },
    message,
    signature: await signer.signMessage({ message }),
  }
}

const errorOf = async (response: Response) => ((await response.json()) as { error: string }).error

describe('nonces: issued to one visitor (its cookie), used once', () => {
  it('GET /nonce starts a visitor: an HttpOnly cookie comes with the first nonce', async () => {
    const me = visitor()
    const response = await me.call('/nonce')
    expect(response.status).toBe(200)
    expect(response.headers.get('set-cookie')).toMatch(/^gw_siwx_sid=[a-f0-9]{32}; .*HttpOnly/)
    // The same visitor keeps its cookie: no new one on the next nonce.
    expect((await me.call('/nonce')).headers.get('set-cookie')).toBeNull()
  })

  it("another visitor's nonce is refused (and stays open for its owner)", async () => {
    const owner = visitor()
    const thief = visitor()
    const nonce = await owner.nonce()
    await thief.nonce()
    const response = await thief.post(await session(nonce))
    expect(response.status).toBe(401)
    expect(await errorOf(response)).toBe('Unknown or used nonce')
    expect(server.openNonces()).toContain(nonce)
    expect((await owner.post(await session(nonce))).status).toBe(201)
  })

  it('without a cookie no nonce is anyone’s: refused', async () => {
    const owner = visitor()
    const nonce = await owner.nonce()
    expect((await visitor().post(await session(nonce))).status).toBe(401)
  })

  it('a nonce is used once, even by its owner; a refused attempt uses it too', async () => {
    const me = visitor()
    const nonce = await me.nonce()
    expect((await me.post(await session(nonce))).status).toBe(201)
    expect((await me.post(await session(nonce))).status).toBe(401)
    const burnt = await me.nonce()
    const signed = await session(burnt)
    const forged = { ...signed, signature: await OTHER.signMessage({ message: signed.message }) }
    const refused = await me.post(forged)
    expect(refused.status).toBe(401)
    expect(await errorOf(refused)).toBe('The signature is not valid')
    expect(server.openNonces()).not.toContain(burnt)
    expect((await me.post(await session(burnt))).status).toBe(401)
  })

  it('a nonce expires unused (nonceTtlMs)', async () => {
    const me = visitor()
    const nonce = await me.nonce()
    await new Promise((resolve) => setTimeout(resolve, 1600))
    expect((await me.post(await session(nonce))).status).toBe(401)
    expect(server.openNonces()).not.toContain(nonce)
  })
})

describe('the signed message must be for this server’s site', () => {
  it.each([
    ['another domain', { domain: 'evil.example' }],
    ['another URI', { uri: 'https://evil.example/' }],
    ['an issue time in the future', { issuedAt: new Date(Date.now() + 3_600_000) }],
    ['an expired message', { expirationTime: new Date(Date.now() - 1000) }],
  ] as const)('%s is refused: 401, nothing stored', async (_, fields) => {
    const me = visitor()
    const before = server.sessions().length
    const response = await me.post(await session(await me.nonce(), fields))
    expect(response.status).toBe(401)
    expect(server.sessions()).toHaveLength(before)
  })
})

describe('PUT /sessions never skips the nonce', () => {
  it('a signed session with an unknown or used nonce is refused; nothing replaced', async () => {
    const me = visitor()
    const kept = await session(await me.nonce())
    expect((await me.post(kept)).status).toBe(201)
    // Unknown nonce (never issued), then a used one in another session.
    const unknown = await session('abcdEFGH12345678')
    let response = await me.put([kept, unknown])
    expect(response.status).toBe(401)
    expect(await errorOf(response)).toBe('Unknown or used nonce')
    const reused = await session(kept.data.nonce as string, { statement: 'Again.' })
    response = await me.put([reused])
    expect(response.status).toBe(401)
    expect(await me.get()).toEqual([kept])
  })

  it("what this visitor already has stays; a new one needs this visitor's open nonce", async () => {
    const me = visitor()
    const first = await session(await me.nonce())
    await me.post(first)
    const second = await session(await me.nonce(), { chainId: 1, statement: 'Second.' })
    expect((await me.put([first, second])).status).toBe(200)
    expect(await me.get()).toEqual([first, second])
    expect(server.openNonces()).not.toContain(second.data.nonce)
    // Replacing with fewer: only what was there.
    expect((await me.put([second])).status).toBe(200)
    expect(await me.get()).toEqual([second])
    // Another visitor cannot PUT this visitor's stored session as its own.
    const stranger = visitor()
    await stranger.nonce()
    expect((await stranger.put([second])).status).toBe(401)
  })
})

describe('the expiry is the signed message’s, never the client’s', () => {
  it('a session whose message expires is gone when it does, whatever `data` says', async () => {
    const me = visitor()
    const soon = new Date(Date.now() + 1200)
    const signed = await session(await me.nonce(), { expirationTime: soon })
    // The client claims a later expiry (or none): ignored.
    const claimed = {
      ...signed,
      data: { ...signed.data, expirationTime: '2099-01-01T00:00:00.000Z' },
    }
    expect((await me.post(claimed)).status).toBe(201)
    expect(await me.get()).toHaveLength(1)
    await new Promise((resolve) => setTimeout(resolve, 1300))
    expect(await me.get()).toEqual([])
  })

  it('a message without Expiration Time does not take one from `data` either', async () => {
    const me = visitor()
    const signed = await session(await me.nonce(), { expirationTime: undefined })
    expect(signed.message).not.toContain('Expiration Time')
    const claimed = {
      ...signed,
      data: { ...signed.data, expirationTime: '2000-01-01T00:00:00.000Z' },
    }
    expect((await me.post(claimed)).status).toBe(201)
    expect(await me.get()).toHaveLength(1)
  })
})

describe('CORS: credentials only for the configured origins', () => {
  it('the configured origin gets its own origin back, with credentials', async () => {
    const response = await visitor(PAGE).call('/nonce')
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe(PAGE)
    expect(response.headers.get('access-control-allow-credentials')).toBe('true')
    const preflight = await visitor(PAGE).call('/sessions', {
      method: 'OPTIONS',
      headers: { 'access-control-request-method': 'POST' },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe(PAGE)
  })

  it.each(['https://evil.example', 'http://localhost:3001', 'null'])(
    '%s is not reflected: no CORS headers, 403',
    async (origin) => {
      for (const init of [{}, { method: 'OPTIONS' }, { method: 'DELETE' }]) {
        const response = await visitor(origin).call(
          init.method ? `/sessions?chainId=eip155:1&address=${ME.address}` : '/nonce',
          init,
        )
        expect(response.status).toBe(403)
        expect(response.headers.get('access-control-allow-origin')).toBeNull()
        expect(response.headers.get('access-control-allow-credentials')).toBeNull()
      }
    },
  )

  it('allowOrigin adds a page once it knows its port (npm start)', async () => {
    const late = 'http://127.0.0.1:45678'
    expect((await visitor(late).call('/nonce')).status).toBe(403)
    server.allowOrigin(late)
    const me = visitor(late)
    const response = await me.call('/nonce')
    expect(response.headers.get('access-control-allow-origin')).toBe(late)
    const { nonce } = (await response.json()) as { nonce: string }
    // Its host is a domain messages may name now.
    const signed = await session(nonce, { domain: '127.0.0.1:45678', uri: late })
    expect((await me.post(signed)).status).toBe(201)
  })
})
