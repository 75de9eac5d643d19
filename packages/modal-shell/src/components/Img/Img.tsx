import { type CSSProperties, useState } from 'react'
import { safeImageUrl } from '../../utils/safeImageUrl.js'

/**
 * An untrusted icon (wallet, network): only data:image/ and http(s) URLs are loaded; a
 * placeholder with the name's first letter shows when the URL is unsafe, missing or fails.
 */
export function Img({
  src,
  alt,
  size = 40,
  decorative,
}: {
  src: unknown
  alt: string
  size?: number
  /** Hidden from screen readers (the surrounding button already names the thing). */
  decorative?: boolean
}) {
  const url = safeImageUrl(src)
  const [failed, setFailed] = useState<string>()
  const style = { '--s': `${size}px` } as CSSProperties
  if (!url || failed === url) {
    const letter = alt.trim().charAt(0).toUpperCase()
    return decorative ? (
      <span className="gw-img gw-ph" aria-hidden="true" style={style}>
        {letter}
      </span>
    ) : (
      <span className="gw-img gw-ph" role="img" aria-label={alt} style={style}>
        {letter}
      </span>
    )
  }
  return (
    <img
      className="gw-img"
      src={url}
      alt={decorative ? '' : alt}
      width={size}
      height={size}
      style={style}
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
      onError={() => setFailed(url)}
    />
  )
}
