/*
 * A fake blockchain data API for the Account view's tests: a `fetch` answering by route (the
 * hosted API's wire format) that records requests. Not exported from the package.
 */
import { afterEach, vi } from 'vitest'
import { ADDRESS } from '../../../test/fixtures.js'

export const API = 'http://127.0.0.1:4000/api'
export const CONTRACT = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0'
export const ROUTES = {
  balance: `GET /v1/account/${ADDRESS}/balance`,
  nfts: `GET /v1/account/${ADDRESS}/nfts`,
  identity: `GET /v1/identity/${ADDRESS}`,
}

type Answer = { status?: number; body: unknown } | (() => Promise<Response>)

afterEach(() => {
  vi.unstubAllGlobals()
})

/** Options for `renderModal` that point the data API here (and keep analytics quiet). */
export const apiOptions = { services: { api: API }, analytics: false, logLevel: 'silent' } as const

/** Stubs `fetch`; unknown routes answer 404. Defaults: supported chains, no name, nothing held. */
export function fakeDataApi(routes: Record<string, Answer> = {}) {
  const requests: { route: string; query: Record<string, string> }[] = []
  const answers: Record<string, Answer> = {
    'GET /v1/supported-chains': { body: { http: ['eip155:1', 'eip155:8453'], ws: [] } },
    [ROUTES.identity]: { body: { name: null, avatar: null } },
    [ROUTES.balance]: { body: { balances: [] } },
    [ROUTES.nfts]: { body: { data: [], next: null } },
    ...routes,
  }
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input))
      const route = `${init?.method ?? 'GET'} ${url.pathname.slice(new URL(API).pathname.length)}`
      requests.push({ route, query: Object.fromEntries(url.searchParams) })
      const answer = url.href.startsWith(API) ? answers[route] : undefined
      if (!answer) return new Response('{}', { status: 404 })
      if (typeof answer === 'function') return answer()
      return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 })
    }),
  )
  return {
    calls: (route: string) => requests.filter((r) => r.route === route),
    set(route: string, answer: Answer) {
      answers[route] = answer
    },
  }
}

/** A balance as the hosted API sends it. */
export const wireBalance = (symbol: string, numeric: string, price: number, name = symbol) => ({
  name,
  symbol,
  chainId: 'eip155:1',
  ...(symbol === 'ETH'
    ? {}
    : { address: `eip155:1:0x${Buffer.from(symbol).toString('hex').padStart(40, '0')}` }),
  value: Number(numeric) * price,
  price,
  quantity: { decimals: symbol === 'TUSD' ? '6' : '18', numeric },
  iconUrl: `data:image/svg+xml,${symbol}`,
})

/** An NFT as the devstack's `/nfts` route sends it. */
export const wireNft = (tokenId: string, spam = false) => ({
  chainId: 'eip155:1',
  contract: CONTRACT,
  tokenId,
  name: spam ? 'Claim your reward' : `Gangway Crew #${tokenId}`,
  collection: { name: spam ? 'Airdrop' : 'Gangway Crew', symbol: 'CREW' },
  content: {
    preview: { url: `data:image/svg+xml,crew-${tokenId}`, content_type: 'image/svg+xml' },
    detail: {
      url: `${API}/v1/nft-image/eip155:1/${CONTRACT}/${tokenId}`,
      content_type: 'image/svg+xml',
    },
  },
  flags: { is_spam: spam },
})
