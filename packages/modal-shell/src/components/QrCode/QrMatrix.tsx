import { useMemo } from 'react'

/** Modules of light border around the code, as scanners expect. */
const QUIET_ZONE = 4

/**
 * A QR code drawn from its module matrix as one SVG path. Always dark on white, in both themes,
 * so every phone camera reads it. The URI it encodes is given as the accessible name.
 */
export function QrMatrix({ matrix, label }: { matrix: boolean[][]; label: string }) {
  const size = matrix.length + QUIET_ZONE * 2
  const path = useMemo(() => {
    let d = ''
    matrix.forEach((row, y) => {
      row.forEach((dark, x) => {
        if (dark) d += `M${x + QUIET_ZONE} ${y + QUIET_ZONE}h1v1h-1z`
      })
    })
    return d
  }, [matrix])
  return (
    <svg
      className="gw-qr"
      data-testid="gw-qr"
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  )
}
