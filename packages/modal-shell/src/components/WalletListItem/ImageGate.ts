import { createContext } from 'react'

/**
 * Set by a scrolling list (the AllWallets grid): images that would start a request wait until
 * the list has been still for a moment, so fast scrolling never pays for fetching and decoding
 * images of tiles flying by. `busyUntil` is a `performance.now()` time; the object is mutated in
 * place, so updating it renders nothing. @internal
 */
export const ImageGate = createContext<{ busyUntil: number } | null>(null)
