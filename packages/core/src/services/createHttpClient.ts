import { RPC_TIMEOUT_MS } from '../constants/constants.js'
import { HttpRequestError, RequestAbortedError, TimeoutError } from '../errors/catalogue.js'
import {
  ForbiddenError,
  InvalidResponseError,
  ServiceUnavailableError,
} from '../errors/serviceErrors.js'
import type { ResponseSchema } from '../validation/responseSchema.js'

/** Query parameters: arrays are sent comma-separated; `undefined` and empty arrays are left out. */
export type HttpQuery = Record<string, string | number | boolean | readonly string[] | undefined>

/** What `HttpClient.post` takes besides the path. */
type HttpPostOptions<T> = {
  query?: HttpQuery
  body: unknown
  schema?: ResponseSchema<T>
  signal?: AbortSignal
  /**
   * Label the JSON `text/plain` (a CORS-safelisted type: no preflight request) and let the
   * request outlive the page (`keepalive`). For fire-and-forget posts such as analytics.
   */
  plain?: boolean
}

/** A small JSON client for one hosted service (spec §7). */
export type HttpClient = {
  readonly baseUrl: string
  /** GETs JSON and parses it with `schema` (InvalidResponseError when it does not fit). */
  get<T>(
    path: string,
    options: { query?: HttpQuery; schema: ResponseSchema<T>; signal?: AbortSignal },
  ): Promise<T>
  /** POSTs `body` as JSON; parses the answer with `schema` when given (else resolves undefined). */
  post<T = void>(path: string, options: HttpPostOptions<T>): Promise<T>
  /**
   * Hands a JSON body to the browser to POST even as the page unloads (`navigator.sendBeacon`,
   * `text/plain`); no answer is read. `false` when the browser would not take it.
   */
  beacon(path: string, body: unknown, query?: HttpQuery): boolean
  /** GETs a binary body (images). */
  getBlob(path: string, options?: { query?: HttpQuery; signal?: AbortSignal }): Promise<Blob>
}

/** What `createHttpClient` accepts. */
export type CreateHttpClientParameters = {
  baseUrl: string
  /** Defaults added to every request (projectId, st, sv, clientId…); a request's own query wins. */
  query?: HttpQuery
  /** The fetch to use; defaults to the global one, looked up at call time. */
  fetch?: typeof fetch
  /** Per-request timeout; defaults to the spec's HTTP timeout (§9: 10000 ms). */
  timeoutMs?: number
  /** Aborts every request of the client (the engine's signal: requests end with it). */
  signal?: AbortSignal
}

/**
 * Creates the generic HTTP client every hosted service goes through (spec §7: "A generic client
 * adds clientId query when configured and fails on any non-OK status"). A 403 rejects with
 * ForbiddenError, a 503 with ServiceUnavailableError, any other non-OK status with
 * HttpRequestError (carrying `status`); a body that does not fit the schema with
 * InvalidResponseError; a timeout with TimeoutError and a caller abort with RequestAbortedError.
 *
 * @param params Base URL, default query, optional fetch and timeout.
 * @returns The client.
 * @example
 * import { createHttpClient } from '@gangway/core/services'
 *  * const client = createHttpClient({ baseUrl: 'https://api.example', query: { projectId } })
 * const { count } = await client.get('/getWallets', { query: { page: 1 }, schema: v.object({ count: v.number() }) })
 */
export function createHttpClient(params: CreateHttpClientParameters): HttpClient {
  const baseUrl = params.baseUrl.replace(/\/+$/, '')
  const timeoutMs = params.timeoutMs ?? RPC_TIMEOUT_MS

  function buildUrl(path: string, query: HttpQuery | undefined): string {
    const url = new URL(`${baseUrl}/${path.replace(/^\/+/, '')}`)
    for (const [key, value] of Object.entries({ ...params.query, ...query })) {
      if (value === undefined) continue
      if (Array.isArray(value)) {
        if (value.length > 0) url.searchParams.set(key, value.join(','))
      } else url.searchParams.set(key, String(value))
    }
    return url.toString()
  }

  async function request<T>(
    url: string,
    init: RequestInit,
    signal: AbortSignal | undefined,
    read: (response: Response) => Promise<T>,
  ): Promise<T> {
    const signals = [signal, params.signal].filter((s): s is AbortSignal => !!s)
    const aborted = () => signals.find((s) => s.aborted)
    const early = aborted()
    if (early) throw new RequestAbortedError({ details: url, cause: early.reason })
    const controller = new AbortController()
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      controller.abort()
    }, timeoutMs)
    const onAbort = () => controller.abort()
    for (const s of signals) s.addEventListener('abort', onAbort, { once: true })
    try {
      const doFetch = params.fetch ?? globalThis.fetch
      const response = await doFetch(url, { ...init, signal: controller.signal })
      if (!response.ok) {
        if (response.status === 403) {
          response.body?.cancel().catch(() => {})
          throw new ForbiddenError(url)
        }
        if (response.status === 503) {
          response.body?.cancel().catch(() => {})
          throw new ServiceUnavailableError(url)
        }
        // The text (≤ 8 KB) for the caller to parse: the service's stated reasons.
        const body = await response.text().catch(() => '')
        throw new HttpRequestError(response.status, url, { body: body.length > 8192 ? '' : body })
      }
      return await read(response)
    } catch (error) {
      if (error instanceof HttpRequestError || error instanceof InvalidResponseError) throw error
      if (timedOut) throw new TimeoutError({ details: url, cause: error })
      if (aborted()) throw new RequestAbortedError({ details: url, cause: error })
      throw error
    } finally {
      clearTimeout(timer)
      for (const s of signals) s.removeEventListener('abort', onAbort)
    }
  }

  async function readJson<T>(
    url: string,
    response: Response,
    schema: ResponseSchema<T>,
  ): Promise<T> {
    let json: unknown
    try {
      json = await response.json()
    } catch (cause) {
      if (cause instanceof Error && cause.name === 'AbortError') throw cause
      throw new InvalidResponseError(url, { cause })
    }
    // Standard Schema (valibot's schemas, or the checks' responseSchema): no valibot import here.
    const result = await schema['~standard'].validate(json)
    if (result.issues) {
      throw new InvalidResponseError(url, {
        metaMessages: result.issues.slice(0, 3).map((issue) => issue.message),
      })
    }
    return result.value
  }

  return {
    baseUrl,
    get(path, options) {
      const url = buildUrl(path, options.query)
      return request(
        url,
        { method: 'GET', headers: { accept: 'application/json' } },
        options.signal,
        (r) => readJson(url, r, options.schema),
      )
    },
    post<T>(path: string, options: HttpPostOptions<T>) {
      const url = buildUrl(path, options.query)
      const init: RequestInit = {
        method: 'POST',
        headers: {
          'content-type': options.plain ? 'text/plain;charset=UTF-8' : 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify(options.body),
        ...(options.plain ? { keepalive: true } : {}),
      }
      return request(url, init, options.signal, async (r): Promise<T> => {
        if (options.schema) return readJson(url, r, options.schema)
        r.body?.cancel().catch(() => {})
        return undefined as T
      })
    },
    beacon(path, body, query) {
      const send = globalThis.navigator?.sendBeacon
      if (typeof send !== 'function') return false
      try {
        return send.call(globalThis.navigator, buildUrl(path, query), JSON.stringify(body))
      } catch {
        return false
      }
    },
    getBlob(path, options = {}) {
      const url = buildUrl(path, options.query)
      return request(url, { method: 'GET' }, options.signal, (r) => r.blob())
    },
  }
}
