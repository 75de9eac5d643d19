// A page stand-in for the Node-side tests: each `goto()` makes a fresh realm (node:vm) that
// plays a browser window, runs the init scripts in it like Playwright does, and `evaluate`
// runs a function there and hands back its JSON-serialised result (as Playwright does).
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createContext, runInContext } from 'node:vm'
import { afterAll, beforeAll } from 'vitest'
import type { LocatorLike, PageLike } from '../src/playwright/pageLike.js'

/** anvil's first two dev keys (public). */
export const KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
export const KEY2 = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'

export type VmPage = PageLike & {
  /** Loads a new document: a fresh realm with the init scripts run in it. */
  goto(options?: { top?: boolean }): void
  /** Runs `code` in the current document. */
  run(code: string): unknown
  initScripts: string[]
  /** The origin's localStorage (kept across `goto()`, as across reloads). */
  storage: Map<string, string>
  /** `eip6963:announceProvider` details seen by the current document. */
  announced(): { info: { name: string; rdns: string; uuid: string } }[]
}

const noLocator = (): LocatorLike => {
  throw new Error('the vm page has no DOM')
}

export function createVmPage(): VmPage {
  const initScripts: string[] = []
  // The origin's localStorage: it outlives each document, as across a reload.
  const storage = new Map<string, string>()
  // Like a new Playwright page: an about:blank document, no init scripts run in it.
  let realm: ReturnType<typeof createContext> | undefined = createContext({})
  runInContext('globalThis.window = globalThis', realm)
  const run = (code: string) => {
    if (!realm) throw new Error('no document: call goto() first')
    return runInContext(code, realm)
  }
  return {
    initScripts,
    storage,
    async addInitScript({ content }) {
      initScripts.push(content)
    },
    goto({ top = true } = {}) {
      realm = createContext({
        EventTarget,
        Event,
        CustomEvent,
        fetch,
        crypto,
        TextEncoder,
        TextDecoder,
        setTimeout,
        clearTimeout,
        btoa,
        atob,
        URL,
        URLSearchParams,
        console,
        location: { origin: 'http://127.0.0.1:5173', search: '' },
        localStorage: {
          getItem: (key: string) => storage.get(key) ?? null,
          setItem: (key: string, value: string) => void storage.set(key, String(value)),
          removeItem: (key: string) => void storage.delete(key),
        },
        __announced: [],
      })
      // The realm's global plays `window`: an EventTarget that is its own top frame (or not).
      runInContext(
        `const target = new EventTarget();
         for (const k of ['addEventListener', 'removeEventListener', 'dispatchEvent'])
           globalThis[k] = target[k].bind(target);
         globalThis.window = globalThis.self = globalThis;
         globalThis.top = ${top ? 'globalThis' : '{}'};
         addEventListener('eip6963:announceProvider', (e) => __announced.push(e.detail));`,
        realm,
      )
      for (const script of initScripts) run(script)
    },
    async evaluate(pageFunction, arg) {
      if (!realm) return Promise.reject(new Error('no document'))
      const result = await run(`(${pageFunction.toString()})(${JSON.stringify(arg)})`)
      return result === undefined ? result : JSON.parse(JSON.stringify(result))
    },
    getByTestId: noLocator,
    run,
    announced: () => run('__announced') as ReturnType<VmPage['announced']>,
  }
}

/**
 * A JSON-RPC node stand-in on 127.0.0.1 answering eth_chainId and eth_blockNumber, recording
 * the methods it receives (the wallet forwards reads to it).
 */
async function startRpcStub(chainId = 31337) {
  const methods: string[] = []
  const server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => {
      body += chunk
    })
    req.on('end', () => {
      const { id, method } = JSON.parse(body) as { id: number; method: string }
      methods.push(method)
      const result =
        method === 'eth_chainId'
          ? `0x${chainId.toString(16)}`
          : method === 'eth_blockNumber'
            ? '0x2a'
            : null
      res.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' })
      res.end(
        JSON.stringify(
          result === null
            ? { jsonrpc: '2.0', id, error: { code: -32601, message: `no ${method}` } }
            : { jsonrpc: '2.0', id, result },
        ),
      )
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    methods,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** A JSON-RPC stand-in for the file's tests: started before them, stopped after. */
export function useRpcStub() {
  const rpc = { url: '', methods: [] as string[] }
  let stop = async () => {}
  beforeAll(async () => {
    const started = await startRpcStub()
    rpc.url = started.url
    rpc.methods = started.methods
    stop = started.stop
  })
  afterAll(() => stop())
  return rpc
}
