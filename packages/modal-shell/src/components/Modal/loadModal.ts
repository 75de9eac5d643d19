import type * as ModalChunk from './modalChunk.js'

let chunk: Promise<typeof ModalChunk> | undefined

/**
 * The modal's code (frame, core views, stylesheet), loaded once per page on first use. A failed
 * load is not cached, so the next open tries again. @internal
 */
export function loadModalChunk(): Promise<typeof ModalChunk> {
  chunk ??= import('./modalChunk.js').catch((error: unknown) => {
    chunk = undefined
    throw error
  })
  return chunk
}
