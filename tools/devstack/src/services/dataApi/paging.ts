// Key-set paging: a cursor names the last entry a page showed, so entries that arrive later
// (newer blocks) never shift or repeat the pages a client is walking.

/** Entries per page, as the hosted history API pages. */
const pageSize = 10

type Key = readonly (string | number)[]

/** An opaque cursor for a sort key (base64url JSON). */
const encodeCursor = (key: Key): string =>
  Buffer.from(JSON.stringify(key), 'utf8').toString('base64url')

/** The sort key in a cursor, or `undefined` when it is not one of ours. */
export function decodeCursor(cursor: string, length: number): Key | undefined {
  try {
    const key: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
    if (
      Array.isArray(key) &&
      key.length === length &&
      key.every((part) => typeof part === 'string' || typeof part === 'number')
    )
      return key
  } catch {}
  return undefined
}

/**
 * One page of `sorted` (already in page order): the entries after `after` (by `compare` on
 * their keys), and the cursor of the next page when more remain.
 */
export function takePage<entry>(params: {
  sorted: readonly entry[]
  keyOf: (entry: entry) => Key
  compare: (a: Key, b: Key) => number
  after: Key | undefined
}): { page: entry[]; next: string | null } {
  const { sorted, keyOf, compare, after } = params
  const rest = after ? sorted.filter((entry) => compare(keyOf(entry), after) > 0) : sorted
  const page = rest.slice(0, pageSize)
  const last = page.at(-1)
  return {
    page,
    next: rest.length > pageSize && last !== undefined ? encodeCursor(keyOf(last)) : null,
  }
}
