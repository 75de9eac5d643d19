import * as v from 'valibot'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { HttpRequestError, RequestAbortedError, TimeoutError } from '../errors/catalogue.js'
import {
  ForbiddenError,
  InvalidResponseError,
  ServiceUnavailableError,
} from '../errors/serviceErrors.js'
import { createHttpClient } from './createHttpClient.js'

type Call = { url: URL; init: RequestInit }

/** A fetch that records calls and answers with `respond`. */
function fakeFetch(respond: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call = { url: new URL(String(input)), init }
    calls.push(call)
    return respond(call)
  })
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls }
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

const Count = v.object({ count: v.number() })

afterEach(() => {
  vi.useRealTimers()
})

describe('createHttpClient', () => {
  it('joins base URL and path, and sends the default query with the request query (arrays comma-separated)', async () => {
    const { fetch, calls } = fakeFetch(() => json({ count: 3 }))
    const client = createHttpClient({
      baseUrl: 'https://svc.example/wallets/',
      query: { projectId: 'p1', st: 'gangway', sv: '1.0.0', clientId: undefined },
      fetch,
    })
    expect(client.baseUrl).toBe('https://svc.example/wallets')
    const result = await client.get('/getWallets', {
      query: { page: 2, include: ['a', 'b'], exclude: [], search: undefined, flag: true },
      schema: Count,
    })
    expect(result).toEqual({ count: 3 })
    const { url, init } = calls[0]!
    expect(url.origin + url.pathname).toBe('https://svc.example/wallets/getWallets')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      projectId: 'p1',
      st: 'gangway',
      sv: '1.0.0',
      page: '2',
      include: 'a,b',
      flag: 'true',
    })
    expect(init.method).toBe('GET')
  })

  it('adds clientId to every request when configured (spec §7)', async () => {
    const { fetch, calls } = fakeFetch(() => json({ count: 1 }))
    const client = createHttpClient({
      baseUrl: 'https://x.example',
      query: { clientId: 'c-9' },
      fetch,
    })
    await client.get('/a', { schema: Count })
    await client.post('/e', { body: {} })
    await client.getBlob('/img/1')
    expect(calls.map((c) => c.url.searchParams.get('clientId'))).toEqual(['c-9', 'c-9', 'c-9'])
  })

  it('POSTs the body as JSON; without a schema it resolves undefined', async () => {
    const { fetch, calls } = fakeFetch(() => json({ ignored: true }))
    const client = createHttpClient({ baseUrl: 'https://x.example', fetch })
    await expect(client.post('/e', { body: { eventId: '1' } })).resolves.toBeUndefined()
    expect(calls[0]!.init.method).toBe('POST')
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ eventId: '1' })
    expect(new Headers(calls[0]!.init.headers).get('content-type')).toBe('application/json')
  })

  it('a plain POST is a CORS simple request (text/plain, no preflight) that outlives the page', async () => {
    const { fetch, calls } = fakeFetch(() => json({}))
    const client = createHttpClient({ baseUrl: 'https://x.example', fetch })
    await client.post('/batch', { body: [{ eventId: '1' }], plain: true })
    const headers = new Headers(calls[0]!.init.headers)
    expect(headers.get('content-type')).toBe('text/plain;charset=UTF-8')
    // Only CORS-safelisted request headers: nothing that makes the browser ask OPTIONS first.
    expect([...headers.keys()].sort()).toEqual(['accept', 'content-type'])
    expect(calls[0]!.init.keepalive).toBe(true)
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual([{ eventId: '1' }])
  })

  it('beacon hands the JSON and the full query to navigator.sendBeacon; false without one', () => {
    const client = createHttpClient({
      baseUrl: 'https://x.example/',
      query: { projectId: 'p1' },
      fetch: fakeFetch(() => json({})).fetch,
    })
    expect(client.beacon('/batch', [1])).toBe(false)
    const sendBeacon = vi.fn(() => true)
    vi.stubGlobal('navigator', { sendBeacon })
    try {
      expect(client.beacon('/batch', [{ eventId: '1' }], { st: 'gangway' })).toBe(true)
      expect(sendBeacon).toHaveBeenCalledWith(
        'https://x.example/batch?projectId=p1&st=gangway',
        '[{"eventId":"1"}]',
      )
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it.each([
    [403, ForbiddenError],
    [503, ServiceUnavailableError],
    [500, HttpRequestError],
    [404, HttpRequestError],
    [302, HttpRequestError],
  ])('fails on HTTP %i with a typed error carrying the status', async (status, ErrorClass) => {
    const { fetch } = fakeFetch(() => new Response('nope', { status }))
    const client = createHttpClient({ baseUrl: 'https://x.example', fetch })
    const error = await client.get('/a', { schema: Count }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ErrorClass)
    expect((error as HttpRequestError).status).toBe(status)
    expect((error as HttpRequestError).shortMessage).toBe(
      `HTTP request failed with status ${status}`,
    )
    await expect(client.getBlob('/i')).rejects.toBeInstanceOf(ErrorClass)
    await expect(client.post('/e', { body: 1 })).rejects.toBeInstanceOf(ErrorClass)
  })

  it("keeps an error answer's body text (≤ 8 KB) for the caller to parse (spec §8 reasons)", async () => {
    const reasons = { status: 'FAILED', reasons: [{ field: 'amount', description: 'Too much' }] }
    const { fetch } = fakeFetch(({ url }) =>
      url.pathname === '/reasons'
        ? json(reasons, 400)
        : new Response('x'.repeat(9000), { status: 400 }),
    )
    const client = createHttpClient({ baseUrl: 'https://x.example', fetch })
    const error = (await client
      .get('/reasons', { schema: Count })
      .catch((e) => e)) as HttpRequestError
    expect(error.status).toBe(400)
    expect(JSON.parse(error.body!)).toEqual(reasons)
    const long = (await client.get('/long', { schema: Count }).catch((e) => e)) as HttpRequestError
    expect(long.body).toBe('')
  })

  it('rejects a body that does not fit the schema, or is not JSON, with InvalidResponseError', async () => {
    const { fetch } = fakeFetch(({ url }) =>
      url.pathname === '/bad' ? json({ count: 'three' }) : new Response('<html>'),
    )
    const client = createHttpClient({ baseUrl: 'https://x.example', fetch })
    await expect(client.get('/bad', { schema: Count })).rejects.toBeInstanceOf(InvalidResponseError)
    await expect(client.get('/html', { schema: Count })).rejects.toBeInstanceOf(
      InvalidResponseError,
    )
    await expect(client.post('/html', { body: {}, schema: Count })).rejects.toBeInstanceOf(
      InvalidResponseError,
    )
  })

  it('times out with TimeoutError and aborts the request', async () => {
    vi.useFakeTimers()
    let seen: AbortSignal | undefined
    const { fetch } = fakeFetch(
      ({ init }) =>
        new Promise<Response>((_, reject) => {
          seen = init.signal ?? undefined
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason))
        }),
    )
    const client = createHttpClient({ baseUrl: 'https://x.example', fetch, timeoutMs: 1000 })
    const pending = client.get('/slow', { schema: Count }).catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(999)
    expect(seen?.aborted).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    const error = await pending
    expect(error).toBeInstanceOf(TimeoutError)
    expect((error as TimeoutError).shortMessage).toBe('Something went wrong')
    expect(seen?.aborted).toBe(true)
  })

  it('rejects with RequestAbortedError when the caller aborts, before or during the request', async () => {
    const { fetch, calls } = fakeFetch(
      ({ init }) =>
        new Promise<Response>((_, reject) =>
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    )
    const client = createHttpClient({ baseUrl: 'https://x.example', fetch })
    const controller = new AbortController()
    const pending = client.getBlob('/img', { signal: controller.signal })
    controller.abort()
    await expect(pending).rejects.toBeInstanceOf(RequestAbortedError)
    await expect(client.get('/a', { schema: Count, signal: controller.signal })).rejects.toThrow(
      'Request was aborted',
    )
    expect(calls).toHaveLength(1)
  })

  it('passes network failures through', async () => {
    const { fetch } = fakeFetch(() => {
      throw new TypeError('Failed to fetch')
    })
    const client = createHttpClient({ baseUrl: 'https://x.example', fetch })
    await expect(client.get('/a', { schema: Count })).rejects.toThrow('Failed to fetch')
  })

  it('uses the global fetch looked up at call time by default', async () => {
    const { fetch, calls } = fakeFetch(() => json({ count: 0 }))
    const client = createHttpClient({ baseUrl: 'https://x.example' })
    vi.stubGlobal('fetch', fetch)
    try {
      await client.get('/a', { schema: Count })
    } finally {
      vi.unstubAllGlobals()
    }
    expect(calls).toHaveLength(1)
  })
})
