/*
 * A fake blockchain data API for the client's unit tests: a `fetch` that answers by route and
 * records every request. Bodies follow the hosted API's wire format (see the devstack's
 * `dataApi/wireTypes.ts`). Not exported from the package.
 */
import { vi } from 'vitest'
import { connect } from '../../../connection/connect.js'
import { fakeAdapter, makeEngine } from '../../../engine/_test/fixtures.js'
import { start } from '../../../engine/start.js'

export const API = 'http://127.0.0.1:4000/api'

export type Answer = { status?: number; body: unknown } | ((request: Recorded) => Promise<Response>)
export type Recorded = {
  method: string
  path: string
  query: Record<string, string>
  body: unknown
}

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

/** Routes `GET /v1/…` and `POST /v1/…` (path without query) to answers; unknown routes 404. */
export function fakeDataApi(routes: Record<string, Answer> = {}) {
  const requests: Recorded[] = []
  const answers: Record<string, Answer> = {
    'GET /v1/supported-chains': { body: { http: ['eip155:1', 'eip155:8453'], ws: [] } },
    ...routes,
  }
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input))
    const path = url.pathname.slice(new URL(API).pathname.length)
    const method = init?.method ?? 'GET'
    const request: Recorded = {
      method,
      path,
      query: Object.fromEntries(url.searchParams),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    }
    requests.push(request)
    const answer = answers[`${method} ${path}`]
    if (!answer) return json(404, { status: 'FAILED', reasons: [] })
    if (typeof answer === 'function') return answer(request)
    return json(answer.status ?? 200, answer.body)
  })
  vi.stubGlobal('fetch', fetch)
  return {
    fetch,
    requests,
    /** Requests of one route (`GET /v1/…`). */
    calls: (route: string) => requests.filter((r) => `${r.method} ${r.path}` === route),
    set(route: string, answer: Answer) {
      answers[route] = answer
    },
  }
}

/** An engine pointed at the fake API, started, with the fake wallet connected on mainnet. */
export async function connectedEngine() {
  const fake = fakeAdapter()
  const engine = makeEngine({
    adapters: [fake.adapter],
    logLevel: 'silent',
    services: { api: API },
  })
  start(engine)
  await connect(engine, { connectorId: 'io.metamask' })
  return { engine, fake }
}

/** A balance entry as the hosted API sends it. */
export const wireBalance = (
  symbol: string,
  numeric: string,
  price: number,
  extra: Record<string, unknown> = {},
) => ({
  name: `${symbol} token`,
  symbol,
  chainId: 'eip155:1',
  address: `eip155:1:0x${symbol.padEnd(40, '0').slice(0, 40)}`,
  value: Number(numeric) * price,
  price,
  quantity: { decimals: '18', numeric },
  iconUrl: `https://icons.example/${symbol}.png`,
  ...extra,
})
