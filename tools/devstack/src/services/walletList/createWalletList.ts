import { jsonResponse } from '../http/jsonResponse.js'
import { drawPngIcon } from '../images/drawPngIcon.js'
import { drawSvgIcon } from '../images/drawSvgIcon.js'
import { publicImageIds } from '../images/publicImageIds.js'
import type { ServiceHandler, ServiceSwitch } from '../types.js'
import { malformWallets } from './malformWallets.js'
import { queryWallets } from './queryWallets.js'
import type { WalletListEntry } from './types.js'
import { walletCatalogue } from './walletCatalogue.js'
import { walletImageType } from './walletImageType.js'

export type CreateWalletListParameters = {
  /** The service's current switch (only `malformed` matters here; see {@link ServiceHandler}). */
  switch: () => ServiceSwitch
  /** What `/getAnalyticsConfig` answers. */
  analyticsEnabled: () => boolean
  /** Default: {@link walletCatalogue}. */
  wallets?: readonly WalletListEntry[]
}

/** Default page size when `entries` is not sent. */
const defaultWalletEntries = 40

type Image = { body: Uint8Array<ArrayBuffer>; type: string }

const cacheControl = 'public, max-age=86400'

const list = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)

const badRequest = (message: string) => jsonResponse({ error: 'bad_request', message }, 400)

function positiveInteger(value: string | null, fallback: number): number | undefined {
  if (value === null || value === '') return fallback
  const number = Number(value)
  return Number.isInteger(number) && number >= 1 ? number : undefined
}

/**
 * The wallet-list service stand-in (spec §7, the hosted wire format): `GET /getWallets`,
 * `GET /getAnalyticsConfig`, `GET /getWalletImage/{image_id}` and
 * `GET /public/get{Asset,Currency,Token}Image/{id}`. Images are generated once and cached.
 *
 * @example
 * const { handle } = createWalletList({ switch: () => ({ mode: 'ok', delayMs: 0 }), analyticsEnabled: () => true })
 * await handle(new Request('http://x/wallets/getWallets?projectId=p'), '/getWallets')
 */
export function createWalletList(parameters: CreateWalletListParameters): {
  handle: ServiceHandler
} {
  const wallets = parameters.wallets ?? walletCatalogue()
  const byImageId = new Map(
    wallets.flatMap((wallet) => (wallet.image_id ? [[wallet.image_id, wallet] as const] : [])),
  )
  const images = new Map<string, Image>()
  const malformed = () => parameters.switch().mode === 'malformed'

  const image = (key: string, draw: () => Image): Image => {
    let cached = images.get(key)
    if (!cached) {
      cached = draw()
      images.set(key, cached)
    }
    return cached
  }
  const png = (seed: string): Image => ({ body: drawPngIcon(seed), type: 'image/png' })
  const svg = (seed: string, label: string): Image => ({
    body: new TextEncoder().encode(drawSvgIcon(seed, label)),
    type: 'image/svg+xml',
  })

  function findImage(kind: string, id: string): Image | undefined {
    if (kind === 'getWalletImage') {
      const wallet = byImageId.get(id)
      if (!wallet) return undefined
      return image(`wallet:${id}`, () =>
        walletImageType(id) === 'svg' ? svg(id, wallet.name) : png(id),
      )
    }
    if (kind === 'public/getAssetImage')
      return (publicImageIds.asset as readonly string[]).includes(id)
        ? image(`asset:${id}`, () => png(`asset:${id}`))
        : undefined
    if (kind === 'public/getCurrencyImage') {
      const code = id.toUpperCase()
      return (publicImageIds.currency as readonly string[]).includes(code)
        ? image(`currency:${code}`, () => svg(`currency:${code}`, code))
        : undefined
    }
    if (kind === 'public/getTokenImage') {
      const symbol = id.toUpperCase()
      return (publicImageIds.token as readonly string[]).includes(symbol)
        ? image(`token:${symbol}`, () => png(`token:${symbol}`))
        : undefined
    }
    return undefined
  }

  function getWallets(url: URL): Response {
    const query = url.searchParams
    if (!query.get('projectId')) return badRequest('projectId is required')
    const page = positiveInteger(query.get('page'), 1)
    const entries = positiveInteger(query.get('entries'), defaultWalletEntries)
    if (page === undefined) return badRequest('page must be an integer >= 1')
    if (entries === undefined) return badRequest('entries must be an integer >= 1')
    const result = queryWallets(wallets, {
      page,
      entries,
      include: list(query.get('include')),
      exclude: list(query.get('exclude')),
      chains: list(query.get('chains')),
      search: query.get('search') ?? undefined,
      badgeType: query.get('badge_type') ?? undefined,
    })
    return jsonResponse(
      malformed() ? { count: result.count, data: malformWallets(result.data) } : result,
    )
  }

  const handle: ServiceHandler = async (request, path) => {
    const url = new URL(request.url)
    const imageMatch =
      /^\/(getWalletImage|public\/get(?:Asset|Currency|Token)Image)\/([^/]+)$/.exec(path)
    const known = path === '/getWallets' || path === '/getAnalyticsConfig' || imageMatch
    if (!known) return undefined
    if (request.method !== 'GET')
      return jsonResponse(
        { error: 'method_not_allowed', message: `${request.method} ${path}` },
        405,
        {
          allow: 'GET, HEAD',
        },
      )
    if (path === '/getWallets') return getWallets(url)
    if (path === '/getAnalyticsConfig') {
      if (!url.searchParams.get('projectId')) return badRequest('projectId is required')
      return jsonResponse({
        isAnalyticsEnabled: malformed() ? 'yes' : parameters.analyticsEnabled(),
      })
    }
    let id: string
    try {
      id = decodeURIComponent(imageMatch![2]!)
    } catch {
      id = imageMatch![2]!
    }
    const found = findImage(imageMatch![1]!, id)
    if (!found) return jsonResponse({ error: 'not_found', message: `No image ${path}` }, 404)
    const body = malformed() ? new TextEncoder().encode('not an image') : found.body
    return new Response(body, {
      headers: { 'content-type': found.type, 'cache-control': cacheControl },
    })
  }
  return { handle }
}
