/*
 * The shell's few icons: tiny inline SVG paths (a few dozen bytes each), drawn with currentColor.
 * Decorative: hidden from screen readers, the button around them carries the label.
 */
const paths = {
  close: 'M6 6l12 12M18 6L6 18',
  back: 'M15 5l-7 7 7 7',
  next: 'M9 5l7 7-7 7',
  copy: 'M9 9h10v10H9zM5 15V5h10',
  check: 'M5 12l5 5 9-10',
  alert: 'M12 8v5m0 3v.5M12 3l10 18H2z',
} as const

export type IconName = keyof typeof paths

/**
 * One of the shell's icons, `size` px square; or, with `path`, a feature's own (a 24-unit SVG
 * path drawn the same way, e.g. an Account action's `icon`).
 */
export function Icon({
  name,
  path,
  size = 18,
}: ({ name: IconName; path?: undefined } | { name?: undefined; path: string }) & {
  size?: number
}) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={path ?? paths[name as IconName]} />
    </svg>
  )
}
