import { type CSSProperties, useContext, useState } from 'react'
import { WarmUp } from '../../context/WarmUp.js'
import { safeImageUrl } from '../../utils/safeImageUrl.js'

/**
 * An untrusted icon (wallet, network): only data:image/ and http(s) URLs are loaded; a
 * placeholder with the name's first letter shows when the URL is unsafe, missing or fails.
 * Decorative (`alt=""`, the placeholder `aria-hidden`): every icon sits next to its name as
 * visible text, so screen readers read the name once.
 */
export function Img({ src, name, size = 40 }: { src: unknown; name: string; size?: number }) {
  const url = useContext(WarmUp) ? undefined : safeImageUrl(src)
  const [failed, setFailed] = useState<string>()
  const style = { '--s': `${size}px` } as CSSProperties
  if (!url || failed === url) {
    return (
      <span className="gw-img gw-ph" aria-hidden="true" style={style}>
        {name.trim().charAt(0).toUpperCase()}
      </span>
    )
  }
  return (
    <img
      className="gw-img"
      src={url}
      alt=""
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
