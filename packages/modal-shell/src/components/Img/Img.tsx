import { useContext, useState } from 'react'
import { WarmUp } from '../../context/WarmUp.js'
import { safeImageUrl } from '../../utils/safeImageUrl.js'
import { IconImage } from './IconImage.js'

/**
 * An untrusted icon (wallet, network): only data:image/ and http(s) URLs are loaded; a
 * placeholder with the name's first letter shows when the URL is unsafe, missing or fails.
 * Decorative (`alt=""`, the placeholder `aria-hidden`): every icon sits next to its name as
 * visible text, so screen readers read the name once.
 */
export function Img({ src, name, size = 40 }: { src: unknown; name: string; size?: number }) {
  const url = useContext(WarmUp) ? undefined : safeImageUrl(src)
  const [failed, setFailed] = useState<string>()
  return (
    <IconImage
      url={failed === url ? undefined : url}
      name={name}
      size={size}
      lazy
      onError={() => setFailed(url)}
    />
  )
}
