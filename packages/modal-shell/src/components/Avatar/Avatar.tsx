import type { CSSProperties } from 'react'
import { toSafeImageUrl } from '../../internal/core.js'
import { avatarGradient } from '../../utils/avatarGradient.js'

/** The account's profile image, else a gradient generated from its address. Decorative. */
export function Avatar({
  address,
  image,
  size = 64,
}: {
  address: string
  image?: string | null | undefined
  size?: number
}) {
  const url = toSafeImageUrl(image)
  const style = { '--s': `${size}px` } as CSSProperties
  if (url) return <img className="gw-avatar" src={url} alt="" style={style} />
  return (
    <span
      className="gw-avatar"
      aria-hidden="true"
      style={{ ...style, background: avatarGradient(address) }}
    />
  )
}
