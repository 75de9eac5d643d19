/**
 * A generated avatar for an address with no profile image: a radial gradient whose three hues
 * come from an FNV-1a hash of the address, so the same address always gets the same avatar.
 */
export function avatarGradient(address: string): string {
  let hash = 0x811c9dc5
  for (const ch of address.toLowerCase()) {
    hash ^= ch.charCodeAt(0)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  const hue = (shift: number) => `hsl(${(hash >>> shift) % 360} 75% 60%)`
  return `radial-gradient(circle at 30% 25%, ${hue(0)}, ${hue(9)} 55%, ${hue(18)})`
}
