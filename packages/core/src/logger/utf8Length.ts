/**
 * The number of bytes `text` takes as UTF-8, without allocating an encoded copy.
 * A lone surrogate counts 3 bytes, as `TextEncoder` writes it as U+FFFD.
 */
/* @__NO_SIDE_EFFECTS__ */
export function utf8Length(text: string): number {
  let bytes = 0
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code < 0x80) bytes += 1
    else if (code < 0x800) bytes += 2
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1)
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4
        i++
      } else bytes += 3
    } else bytes += 3
  }
  return bytes
}
