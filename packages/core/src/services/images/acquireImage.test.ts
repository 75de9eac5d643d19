import { walletCatalogue, walletFixtures } from '@gangway/devstack'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { HttpRequestError } from '../../errors/catalogue.js'
import { InvalidResponseError } from '../../errors/serviceErrors.js'
import { useEmulator } from '../walletList/_emulator.js'
import { acquireImage } from './acquireImage.js'
import { IDLE_IMAGES_MAX } from './imageCache.js'
import { peekImage } from './peekImage.js'
import { prefetchImages } from './prefetchImages.js'
import { releaseIdleImages } from './releaseIdleImages.js'

const service = useEmulator()
// The fixtures all have an image (some generated wallets have none).
const metaMask = { ...walletFixtures[0]!, image_id: walletFixtures[0]!.image_id as string }

const imageRequests = () =>
  service.emulator.requests('walletList').filter((r) => r.path.startsWith('/getWalletImage'))

afterEach(() => {
  vi.restoreAllMocks()
})

describe('acquireImage', () => {
  it('loads a wallet image as a blob: URL, once for every holder', async () => {
    const engine = service.engine()
    const a = acquireImage(engine, { kind: 'wallet', id: metaMask.image_id })
    const b = acquireImage(engine, { kind: 'wallet', id: metaMask.image_id })
    expect(peekImage(engine, { kind: 'wallet', id: metaMask.image_id })).toEqual({
      loaded: undefined,
    })
    expect(peekImage(engine, { kind: 'wallet', id: 'other' })).toBeUndefined()
    const url = await a.url
    expect(url).toMatch(/^blob:/)
    expect(await b.url).toBe(url)
    expect(a.loaded).toBeUndefined()
    expect(peekImage(engine, { kind: 'wallet', id: metaMask.image_id })).toEqual({ loaded: url })
    expect(acquireImage(engine, { kind: 'wallet', id: metaMask.image_id }).loaded).toBe(url)
    expect(imageRequests()).toHaveLength(1)
    expect(imageRequests()[0]!.path).toBe(`/getWalletImage/${metaMask.image_id}`)
  })

  it('revokes the object URL once nobody holds it and the idle list is released', async () => {
    const revoke = vi.spyOn(URL, 'revokeObjectURL')
    const engine = service.engine()
    const a = acquireImage(engine, { kind: 'wallet', id: metaMask.image_id })
    const b = acquireImage(engine, { kind: 'wallet', id: metaMask.image_id })
    const url = await a.url
    a.release()
    a.release() // twice is harmless
    releaseIdleImages(engine)
    expect(revoke).not.toHaveBeenCalled() // b still holds it
    b.release()
    releaseIdleImages(engine)
    expect(revoke).toHaveBeenCalledWith(url)
    // Asked again, it is fetched again.
    await acquireImage(engine, { kind: 'wallet', id: metaMask.image_id }).url
    expect(imageRequests()).toHaveLength(2)
  })

  it('keeps at most the most recent 120 unused images, releasing the rest in one batch', async () => {
    const revoke = vi.spyOn(URL, 'revokeObjectURL')
    const engine = service.engine()
    const ids = walletCatalogue()
      .flatMap((w) => (w.image_id ? [w.image_id] : []))
      .slice(0, IDLE_IMAGES_MAX + 1)
    const images = ids.map((id) => acquireImage(engine, { kind: 'wallet', id }))
    const urls = await Promise.all(images.map((i) => i.url))
    for (const image of images) image.release()
    // Not at once: a second after the last change.
    expect(revoke).not.toHaveBeenCalled()
    await vi.waitFor(() => expect(revoke).toHaveBeenCalledTimes(1), { timeout: 3000 })
    expect(revoke).toHaveBeenCalledWith(urls[0])
  })

  it('rejects for a missing image, or a body that is not an image, and tries again later', async () => {
    const engine = service.engine()
    await expect(acquireImage(engine, { kind: 'wallet', id: 'nope' }).url).rejects.toBeInstanceOf(
      HttpRequestError,
    )
    await expect(acquireImage(engine, { kind: 'wallet', id: 'nope' }).url).rejects.toBeInstanceOf(
      HttpRequestError,
    )
    expect(imageRequests()).toHaveLength(2)
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response('text', { headers: { 'content-type': 'text/html' } }),
    )
    await expect(acquireImage(engine, { kind: 'currency', id: 'USD' }).url).rejects.toBeInstanceOf(
      InvalidResponseError,
    )
  })

  // Found in the security review: an SVG as a same-origin blob: URL runs its scripts if it is ever opened as a
  // document; as a data: URL it has an opaque origin and is inert in <img>.
  it('an image/svg+xml answer becomes a data: URL, never a same-origin blob: URL', async () => {
    const engine = service.engine()
    const created = vi.spyOn(URL, 'createObjectURL')
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(svg, { headers: { 'content-type': 'image/svg+xml' } }),
    )
    const url = await acquireImage(engine, { kind: 'currency', id: 'EUR' }).url
    expect(url).toBe(`data:image/svg+xml;base64,${btoa(svg)}`)
    expect(created).not.toHaveBeenCalled()
  })

  it('refuses an SVG too large to inline', async () => {
    const engine = service.engine()
    const svg = `<svg xmlns="http://www.w3.org/2000/svg"><!--${'x'.repeat(200_000)}--></svg>`
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(svg, { headers: { 'content-type': 'image/svg+xml; charset=utf-8' } }),
    )
    await expect(acquireImage(engine, { kind: 'currency', id: 'GBP' }).url).rejects.toBeInstanceOf(
      InvalidResponseError,
    )
  })

  it('uses the public image paths of spec §7 for assets, currencies and tokens', async () => {
    const engine = service.engine()
    const urls = await Promise.allSettled([
      acquireImage(engine, { kind: 'asset', id: 'a1' }).url,
      acquireImage(engine, { kind: 'currency', id: 'USD' }).url,
      acquireImage(engine, { kind: 'token', id: 'ETH' }).url,
    ])
    expect(urls).toHaveLength(3)
    expect(service.emulator.requests('walletList').map((r) => r.path)).toEqual([
      '/public/getAssetImage/a1',
      '/public/getCurrencyImage/USD',
      '/public/getTokenImage/ETH',
    ])
  })
})

describe('prefetchImages', () => {
  it('starts the loads so a later holder gets the cached URL, logging failures at debug level', async () => {
    const engine = service.engine()
    const debug = vi.spyOn(engine.logger, 'debug')
    prefetchImages(engine, [
      { kind: 'wallet', id: metaMask.image_id },
      { kind: 'wallet', id: 'missing' },
    ])
    await vi.waitFor(() => expect(debug).toHaveBeenCalledOnce())
    await acquireImage(engine, { kind: 'wallet', id: metaMask.image_id }).url
    expect(imageRequests().filter((r) => r.path.endsWith(metaMask.image_id))).toHaveLength(1)
  })
})
