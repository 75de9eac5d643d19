import { useContext, useState } from 'react'
import { WarmUp } from '../../../context/WarmUp.js'
import { type Nft, toSafeImageUrl } from '../../../internal/core.js'

type Media = { url: string; content_type?: string | undefined } | undefined

/** The picture to show: an image (not a video or model) core judged safe. */
function pictureOf(media: Media): string | undefined {
  if (!media || (media.content_type && !media.content_type.startsWith('image/'))) return undefined
  return toSafeImageUrl(media.url)
}

/**
 * An NFT's picture: the preview (or, with `large`, the full image first), else a placeholder
 * with the collection's initial when there is none or it fails to load. Decorative: the name is
 * always next to it as text.
 */
export function NftImage({ nft, large = false }: { nft: Nft; large?: boolean }) {
  const warm = useContext(WarmUp)
  const { preview, detail } = nft.content ?? {}
  const urls = (large ? [pictureOf(detail), pictureOf(preview)] : [pictureOf(preview)]).filter(
    (url): url is string => Boolean(url),
  )
  const [failed, setFailed] = useState<string[]>([])
  const url = warm ? undefined : urls.find((u) => !failed.includes(u))
  if (!url) {
    return (
      <span className="gw-nft-img gw-ph" aria-hidden="true">
        {(nft.collection.name || nft.name).trim().charAt(0).toUpperCase()}
      </span>
    )
  }
  return (
    <img
      className="gw-nft-img"
      src={url}
      alt=""
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
      onError={() => setFailed((f) => [...f, url])}
    />
  )
}
