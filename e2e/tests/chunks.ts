// The demo build's lazy chunks, named: a chunk's file name (`module-<hash>.js`,
// `feature-<hash>.js`…) is the name of the module it starts from, shared by several features, so
// a chunk is named by its file name pattern AND the package module its source map says it holds.
import type { Page } from '@playwright/test'

/** A lazy chunk of the demo build: its file name and the module that starts it. */
type Chunk = { file: RegExp; module: string }

export const CHUNKS = {
  /** feature-send's Send views (WalletSend, its preview and confirmation). */
  send: {
    file: /\/assets\/module-[\w-]+\.js$/,
    module: 'packages/feature-send/dist/esm/send/module.js',
  },
  /** feature-send's Receive views (WalletReceive, WalletCompatibleNetworks). */
  receive: {
    file: /\/assets\/module-[\w-]+\.js$/,
    module: 'packages/feature-send/dist/esm/receive/module.js',
  },
  /** modal-shell's QR encoder (the matrix of a QR code). */
  qrEncoder: {
    file: /\/assets\/encodeQr-[\w-]+\.js$/,
    module: 'packages/modal-shell/dist/esm/components/QrCode/encodeQr.js',
  },
  /** feature-history's Activity feature. */
  history: {
    file: /\/assets\/feature-[\w-]+\.js$/,
    module: 'packages/feature-history/dist/esm/feature.js',
  },
} satisfies Record<string, Chunk>

/**
 * Records every script the page requests from now on; `requested(chunk)` lists the URLs of those
 * that are `chunk` (file name and source map both), in request order.
 */
export function watchChunks(page: Page) {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url())
  })
  const sources = new Map<string, Promise<string[]>>()
  const sourcesOf = (url: string) => {
    let found = sources.get(url)
    if (!found) {
      found = fetch(`${url}.map`)
        .then((response) => (response.ok ? response.json() : { sources: [] }))
        .then((map: { sources?: string[] }) => map.sources ?? [])
      sources.set(url, found)
    }
    return found
  }
  return {
    async requested(chunk: Chunk): Promise<string[]> {
      const named = scripts.filter((url) => chunk.file.test(new URL(url).pathname))
      const holds = await Promise.all(
        named.map(async (url) => (await sourcesOf(url)).some((s) => s.endsWith(chunk.module))),
      )
      return named.filter((_, i) => holds[i])
    },
  }
}
