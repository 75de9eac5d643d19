import { type ReactNode, startTransition, useContext, useLayoutEffect, useState } from 'react'
import { useEngine } from '../../context/GangwayContext.js'
import { WarmUp } from '../../context/WarmUp.js'
import { serviceClients } from '../../internal/loadServiceClients.js'
import type * as ServiceClients from '../../internal/serviceClients.js'
import { IconImage } from '../Img/IconImage.js'
import { ImageGate } from './ImageGate.js'

type Clients = typeof ServiceClients

/** How long a tile stays in view before its image is asked for. */
const LOAD_DELAY_MS = 100

/**
 * A wallet's image from the wallet-list service (`/getWalletImage/{image_id}`; a network's with
 * `kind: 'asset'`, `/public/getAssetImage/{imageId}`), shown from the
 * `blob:` URL core made for it; the name's first letter shows while it loads and when it fails.
 * The image is held while shown and released on unmount (core revokes unused URLs). Decorative,
 * like `Img`: the name next to it is the text.
 */
export function WalletImage({
  imageId,
  name,
  size = 40,
  kind = 'wallet',
  fallback,
}: {
  imageId: string
  name: string
  size?: number
  /** `'asset'`: a network's image (`/public/getAssetImage/{imageId}`). */
  kind?: 'wallet' | 'asset'
  /** Shown instead of the letter while the image loads and when it fails (a bundled icon). */
  fallback?: ReactNode
}) {
  const engine = useEngine()
  const warm = useContext(WarmUp)
  const gate = useContext(ImageGate)
  // Already loaded (prefetched, or a tile scrolled back into view): in the first render, so a
  // tile mounting while the list scrolls renders once.
  const [shown, setShown] = useState<{ id: string; url?: string | undefined } | undefined>(() => {
    const loaded = warm
      ? undefined
      : serviceClients.get()?.peekImage(engine, { kind, id: imageId })?.loaded
    return loaded ? { id: imageId, url: loaded } : undefined
  })
  useLayoutEffect(() => {
    if (warm) return
    let image: ReturnType<Clients['acquireImage']> | undefined
    let live = true
    let cancel: (() => void) | undefined
    const show = (url?: string) => live && startTransition(() => setShown({ id: imageId, url }))
    const run = (service: Clients) => {
      const hold = () => {
        image = service.acquireImage(engine, { kind, id: imageId })
        return image
      }
      // Loaded or loading: held at once (shown before the paint when loaded).
      const now = service.peekImage(engine, { kind, id: imageId }) ? hold() : undefined
      if (now?.loaded) {
        const loaded = now.loaded
        setShown((prev) =>
          prev?.id === imageId && prev.url === loaded ? prev : { id: imageId, url: loaded },
        )
      } else if (now) now.url.then(show, () => show())
      else {
        // Tiles flying by in a fast scroll never ask: the load starts once the tile stays and the
        // list is still (one timer for the whole list).
        const start = () => {
          cancel = undefined
          hold().url.then(show, () => show())
        }
        if (gate) cancel = gate.whenIdle(start)
        else {
          const timer = setTimeout(start, LOAD_DELAY_MS)
          cancel = () => clearTimeout(timer)
        }
      }
    }
    // The image cache's code comes with the first open; a list shown before it waits for it.
    const loaded = serviceClients.get()
    if (loaded) run(loaded)
    else
      serviceClients.load().then(
        (service) => live && run(service),
        () => live && show(),
      )
    return () => {
      live = false
      cancel?.()
      image?.release()
    }
  }, [engine, imageId, kind, warm, gate])
  const url = shown?.id === imageId ? shown.url : undefined
  if (!url && fallback) return fallback
  return <IconImage url={url} name={name} size={size} onError={() => setShown({ id: imageId })} />
}
