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
  return (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: aria-label comes only with role="progressbar"
    <span
      className="gw-spinner"
      role={label ? 'progressbar' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      style={size ? { width: size, height: size } : undefined}
    />
  )
}
