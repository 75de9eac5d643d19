import { useContext, useState } from 'react'
import { WarmUp } from '../../context/WarmUp.js'
import { toSafeImageUrl } from '../../internal/core.js'
import { IconImage } from './IconImage.js'

/**
 * An untrusted image (wallet, network, token, NFT preview), `size` px square (default 40): loaded
 * only when core's `toSafeImageUrl` allows its URL; a placeholder with the name's first letter
 * shows when the URL is unsafe, missing or fails to load. Decorative (`alt=""`, the placeholder
 * `aria-hidden`): every icon sits next to its name as visible text, so screen readers read the
 * name once. Themed by `--gw-bg`, `--gw-border`, `--gw-fg-2`; round it with your own CSS.
 *
 * @example
 * import { Img } from '@gangway/modal-shell/kit'
 * <Img src={token.iconUrl} name={token.symbol} size={36} />
 */
export function Img({ src, name, size = 40 }: { src: unknown; name: string; size?: number }) {
  const url = useContext(WarmUp) ? undefined : toSafeImageUrl(src)
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
