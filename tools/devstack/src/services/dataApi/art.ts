// Generated pictures: token icons, NFT artwork and avatars, all SVG so they need no files.

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)

/** `data:image/svg+xml;base64,…` for an SVG document. */
export const svgDataUrl = (svg: string): `data:${string}` =>
  `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`

/** A stable hue (0–359) for a string, so every token or NFT keeps its colour. */
function hueOf(text: string): number {
  let hash = 0
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  return hash % 360
}

/** A round badge with up to four letters of the symbol. */
export function tokenIconSvg(symbol: string): string {
  const hue = hueOf(symbol)
  const label = escapeXml(symbol.slice(0, 4))
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
    `<circle cx="32" cy="32" r="32" fill="hsl(${hue} 65% 45%)"/>` +
    `<text x="32" y="38" font-family="sans-serif" font-size="16" font-weight="700" ` +
    `text-anchor="middle" fill="#fff">${label}</text></svg>`
  )
}

/**
 * Artwork for one NFT: colours and a shape drawn from the token id, so two ids never share a
 * picture (the id is printed on it too).
 */
export function nftImageSvg(params: { collection: string; tokenId: bigint }): string {
  const { collection, tokenId } = params
  const id = tokenId.toString()
  const hue = hueOf(`${collection}#${id}`)
  const sides = 3 + Number(tokenId % 5n)
  const points = Array.from({ length: sides }, (_, i) => {
    const angle = (2 * Math.PI * i) / sides - Math.PI / 2
    return `${(128 + 70 * Math.cos(angle)).toFixed(1)},${(120 + 70 * Math.sin(angle)).toFixed(1)}`
  }).join(' ')
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">` +
    `<rect width="256" height="256" fill="hsl(${hue} 55% 20%)"/>` +
    `<polygon points="${points}" fill="hsl(${(hue + 150) % 360} 70% 60%)"/>` +
    `<text x="128" y="236" font-family="sans-serif" font-size="22" text-anchor="middle" ` +
    `fill="#fff">${escapeXml(collection)} #${escapeXml(id)}</text></svg>`
  )
}

/** A face-less avatar: initial on a coloured disc. */
export function avatarSvg(name: string): string {
  const hue = hueOf(name)
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<circle cx="48" cy="48" r="48" fill="hsl(${hue} 60% 55%)"/>` +
    `<text x="48" y="60" font-family="sans-serif" font-size="40" text-anchor="middle" ` +
    `fill="#fff">${escapeXml(name.slice(0, 1).toUpperCase())}</text></svg>`
  )
}
