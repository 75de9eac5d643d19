const SAFE = /^(data:image\/|blob:|https:\/\/|http:\/\/(127\.0\.0\.1|localhost)[:/])/i

/**
 * Token icons and NFT previews come from the data API, so they are untrusted: only `data:image/`,
 * `blob:`, `https:` and local `http://127.0.0.1` / `http://localhost` URLs reach an `<img src>`.
 *
 * @returns the trimmed URL, or `undefined` (a placeholder shows instead).
 * @example
 * safeImageUrl('javascript:alert(1)') // undefined
 */
export function safeImageUrl(url: unknown): string | undefined {
  if (typeof url !== 'string') return undefined
  const trimmed = url.trim()
  return SAFE.test(trimmed) ? trimmed : undefined
}
