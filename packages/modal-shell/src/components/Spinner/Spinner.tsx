import type { CSSProperties } from 'react'

/**
 * The shell's spinner (`.gw-spinner`, accent on `--gw-bg-2`; still under prefers-reduced-motion).
 * With a `label` it is a `progressbar` screen readers announce by that name; without one it is
 * decorative (`aria-hidden`), for a spinner next to text that already says what is happening.
 *
 * @example
 * import { Spinner } from '@gangway/modal-shell/kit'
 * <Spinner label="Connecting" />
 */
export function Spinner({ label, size }: { label?: string | undefined; size?: number }) {
  const style: CSSProperties | undefined = size ? { width: size, height: size } : undefined
  return label ? (
    <span className="gw-spinner" role="progressbar" aria-label={label} style={style} />
  ) : (
    <span className="gw-spinner" aria-hidden="true" style={style} />
  )
}
