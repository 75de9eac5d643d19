import type { CSSProperties } from 'react'

/**
 * An icon `size` px square: the image at `url`, or — when there is no URL yet, or it failed —
 * a placeholder with the name's first letter. Decorative (`alt=""`, placeholder `aria-hidden`):
 * every icon sits next to its name as visible text. Callers decide which URLs are safe.
 */
export function IconImage({
  url,
  name,
  size,
  onError,
  lazy = false,
}: {
  url: string | undefined
  name: string
  size: number
  onError: () => void
  /** Let the browser defer off-screen images (not for blob: URLs already in memory). */
  lazy?: boolean
}) {
  const style = { '--s': `${size}px` } as CSSProperties
  if (!url) {
    return (
      // The letter is CSS generated content (`data-letter`), not a text node: a button labelled
      // by aria-label then shows exactly the text its name starts with (WCAG 2.5.3; axe counts
      // aria-hidden text as visible).
      <span
        className="gw-img gw-ph"
        aria-hidden="true"
        data-letter={name.trim().charAt(0).toUpperCase()}
        style={style}
      />
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
      {...(lazy ? { loading: 'lazy' as const, referrerPolicy: 'no-referrer' as const } : {})}
      decoding="async"
      onError={onError}
    />
  )
}
