const SAFE = /^(data:image\/|https:|http:)/i

/**
 * Icons come from wallets and services, so they are untrusted: only `data:image/`, `https:` and
 * `http:` URLs may reach an `<img src>`; anything else (javascript:, blob:, relative paths…) is
 * dropped and a placeholder shows instead.
 */
export function safeImageUrl(url: unknown): string | undefined {
  if (typeof url !== 'string') return undefined
  const trimmed = url.trim()
  return SAFE.test(trimmed) ? trimmed : undefined
}
