import { createContext, runInContext } from 'node:vm'
import { verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type StartDevChainReturnType, startDevChain } from '../chain/startDevChain.js'
import { buildTestWalletScript } from './buildTestWalletScript.js'
import type { TestWalletControl, TestWalletProvider } from './createTestWallet.js'

let devChain: StartDevChainReturnType

beforeAll(async () => {
  devChain = await startDevChain({ chains: [{ chainId: 1, name: 'Ethereum', fixtures: 'none' }] })
})
afterAll(async () => {
  await devChain?.stop()
})

type PageGlobal = {
  __gangwayTestWallet?: TestWalletControl & { provider: TestWalletProvider }
  ethereum?: TestWalletProvider
  announced: { info: { name: string; rdns: string } }[]
}

/** A minimal browser-like global in a fresh realm: what the bundle needs from a page. */
function createPage() {
  const page = createContext({
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
    console,
    location: { origin: 'http://localhost:5173' },
    announced: [],
  })
  // The realm's global plays `window`: an EventTarget that is its own top frame.
  runInContext(
    `const target = new EventTarget();
     for (const k of ['addEventListener', 'removeEventListener', 'dispatchEvent'])
       globalThis[k] = target[k].bind(target);
     globalThis.window = globalThis.self = globalThis.top = globalThis;
     addEventListener('eip6963:announceProvider', (e) => announced.push(e.detail));`,
    page,
  )
  return page as PageGlobal & object
}

describe('buildTestWalletScript', () => {
  it('returns a script that installs, announces and exposes __gangwayTestWallet', async () => {
    const script = await buildTestWalletScript({
      chains: devChain.chains,
      accounts: [devChain.accounts[0]!.privateKey],
      legacy: true,
    })
    expect(script.length).toBeGreaterThan(10_000)
    const page = createPage()
    runInContext(script, page)
    const wallet = page.__gangwayTestWallet!
    expect(wallet).toBeDefined()
    expect(page.announced.map((d) => d.info)).toMatchObject([
      { name: 'Gangway Test Wallet', rdns: 'dev.gangway.testwallet' },
    ])
    expect(page.ethereum).toBe(wallet.provider)
    runInContext(`dispatchEvent(new Event('eip6963:requestProvider'))`, page)
    expect(page.announced).toHaveLength(2)

    // Running it twice (a second init-script pass) keeps the first wallet.
    runInContext(script, page)
    expect(page.__gangwayTestWallet).toBe(wallet)

    // The bundled wallet talks to the real node and signs with the real key.
    const provider = wallet.provider
    expect(await provider.request({ method: 'eth_blockNumber' })).toMatch(/^0x/)
    wallet.rejectNext()
    await expect(provider.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({
      code: 4001,
    })
    const [address] = (await provider.request({ method: 'eth_requestAccounts' })) as `0x${string}`[]
    expect(address).toBe(devChain.accounts[0]!.address)
    const signature = (await provider.request({
      method: 'personal_sign',
      params: ['hello from the page', address],
    })) as `0x${string}`
    expect(
      await verifyMessage({ address: address!, message: 'hello from the page', signature }),
    ).toBe(true)
    expect(wallet.requests().map((r) => r.method)).toEqual([
      'eth_blockNumber',
      'eth_requestAccounts',
      'eth_requestAccounts',
      'personal_sign',
    ])
  })

  it('stays out of iframes unless allFrames', async () => {
    const script = await buildTestWalletScript({
      chains: devChain.chains,
      accounts: [devChain.accounts[0]!.privateKey],
    })
    const frame = createPage()
    runInContext('globalThis.top = {}', frame)
    runInContext(script, frame)
    expect(frame.__gangwayTestWallet).toBeUndefined()
    expect(frame.announced).toHaveLength(0)
  })
})
