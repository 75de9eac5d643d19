import { iconStyle } from './iconStyle.js'

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}

const hex = (rgb: readonly number[]) =>
  `#${rgb.map((n) => n.toString(16).padStart(2, '0')).join('')}`

/**
 * Draws an SVG icon for a seed: the seed's colour, a circle and the label's first character
 * (XML-escaped, so a hostile wallet name stays text).
 *
 * @example
 * const svg = drawSvgIcon('a1b2…', 'Nimbus') // '<svg xmlns=… >…N…</svg>'
 */
export function drawSvgIcon(seed: string, label: string): string {
  const { background, foreground } = iconStyle(seed)
  const initial = [...label.trim()][0]?.toUpperCase() ?? '?'
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">' +
    `<rect width="64" height="64" rx="14" fill="${hex(background)}"/>` +
    `<circle cx="32" cy="32" r="20" fill="${hex(foreground)}" opacity=".25"/>` +
    '<text x="32" y="42" font-family="Arial, Helvetica, sans-serif" font-size="28" ' +
    `font-weight="700" text-anchor="middle" fill="${hex(foreground)}">` +
    `${initial.replace(/[&<>"']/g, (c) => escapes[c]!)}</text></svg>`
  )
}
