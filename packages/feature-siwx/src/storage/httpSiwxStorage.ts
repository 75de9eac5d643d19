import * as v from 'valibot'
import { InvalidSiwxSignatureError, SiwxStorageError } from '../errors.js'
import { isSessionFor, isSessionLive } from '../session/isSessionFor.js'
import { sessionListSchema } from '../session/sessionSchema.js'
import type { SiwxStorage } from '../types.js'

/** Options of {@link httpSiwxStorage}. */
export type HttpSiwxStorageOptions = {
  /** The base URL of the host's sign-in backend (`https://api.app.example/siwx`). */
  url: string
  /** Default: the global `fetch`. */
  fetch?: typeof fetch
}

const nonceSchema = v.object({ nonce: v.pipe(v.string(), v.regex(/^[a-zA-Z0-9]{8,}$/)) })
const errorSchema = v.object({ error: v.pipe(v.string(), v.maxLength(200)) })

/**
 * Sessions kept by the host's own backend, which issues the nonce and verifies every session
 * before keeping it (the devstack's `startSiwxServer` is a working example; the README's "What a
 * host's server must do" is the protocol: nonces tied to the visitor's cookie and used once, the
 * domain checked, expiry from the signed message, CORS for the host's origins only). Wire
 * format, JSON, cookies sent (`credentials: 'include'`): `GET /nonce` → `{ nonce }`;
 * `POST /sessions` a session → 2xx, or 401 `{ error }` when the server refuses it;
 * `GET /sessions?chainId=&address=` → the sessions; `PUT /sessions` a list;
 * `DELETE /sessions?chainId=&address=`. Every answer is parsed with a schema; sessions are
 * filtered again to exactly that chain, address and time window (not issued in the future), and
 * the feature re-verifies each one it reads (this page's domain and URI, the signature).
 *
 * @example
 * import { httpSiwxStorage, siwxFeature } from '@gangway/feature-siwx'
 * siwxFeature({ required: true, storage: httpSiwxStorage({ url: '/api/siwx' }) })
 */
export function httpSiwxStorage(options: HttpSiwxStorageOptions): SiwxStorage {
  const base = options.url.replace(/\/$/, '')
  async function call(path: string, init: RequestInit = {}): Promise<Response> {
    const doFetch = options.fetch ?? fetch
    let response: Response
    try {
      response = await doFetch(`${base}${path}`, {
        ...init,
        credentials: 'include',
        headers: init.body ? { 'content-type': 'application/json' } : {},
      })
    } catch (cause) {
      throw new SiwxStorageError({ cause, details: `${init.method ?? 'GET'} ${path}` })
    }
    if (response.ok) return response
    const body = v.safeParse(errorSchema, await response.json().catch(() => null))
    const details = body.success ? body.output.error : `HTTP ${response.status}`
    if (response.status === 401) throw new InvalidSiwxSignatureError({ details })
    throw new SiwxStorageError({ details })
  }
  const json = async <T>(response: Response, schema: v.GenericSchema<unknown, T>) => {
    const parsed = v.safeParse(schema, await response.json().catch(() => undefined))
    if (!parsed.success) throw new SiwxStorageError({ details: 'Malformed answer' })
    return parsed.output
  }
  const query = (chainId: string, address: string) =>
    `?chainId=${encodeURIComponent(chainId)}&address=${encodeURIComponent(address)}`
  return {
    async getNonce() {
      return (await json(await call('/nonce'), nonceSchema)).nonce
    },
    async get(chainId, address) {
      const list = await json(await call(`/sessions${query(chainId, address)}`), sessionListSchema)
      return list.filter((s) => isSessionFor(s, chainId, address) && isSessionLive(s))
    },
    async add(session) {
      await call('/sessions', { method: 'POST', body: JSON.stringify(session) })
    },
    async set(sessions) {
      await call('/sessions', { method: 'PUT', body: JSON.stringify(sessions) })
    },
    async delete(chainId, address) {
      await call(`/sessions${query(chainId, address)}`, { method: 'DELETE' })
    },
  }
}
