import { verifyMessage } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { createVmPage, KEY, KEY2, useRpcStub } from '../../test/vmPage.js'
import { BrowserScriptMissingError, TestWalletOptionsError } from '../errors.js'
import type { TestWalletControl, TestWalletProvider } from '../evm/createTestWallet.js'
import { TEST_WALLET_STORAGE_KEY } from '../evm/createTestWallet.js'
import { readBrowserScript } from './readBrowserScript.js'
import { testWalletScript } from './testWalletScript.js'

const rpc = useRpcStub()

type Wallet = TestWalletControl & { provider: TestWalletProvider }

describe('testWalletScript', () => {
  it('returns a script that installs, announces and exposes __gangwayTestWallet', async () => {
    const script = testWalletScript({
      rpcUrl: rpc.url,
      chainId: 31337,
      accounts: [KEY],
      legacy: true,
    })
    expect(script.length).toBeGreaterThan(10_000)
    const page = createVmPage()
    await page.addInitScript({ content: script })
    page.goto()
    const wallet = page.run('window.__gangwayTestWallet') as Wallet
    expect(wallet).toBeDefined()
    expect(page.announced().map((d) => d.info)).toMatchObject([
      { name: 'Gangway Test Wallet', rdns: 'dev.gangway.testwallet' },
    ])
    expect(page.run('window.ethereum')).toBe(wallet.provider)
    page.run(`dispatchEvent(new Event('eip6963:requestProvider'))`)
    expect(page.announced()).toHaveLength(2)

    // Running it twice (a second init-script pass) keeps the first wallet.
    page.run(script)
    expect(page.run('window.__gangwayTestWallet')).toBe(wallet)

    // Reads go to the node given; signatures are made with the key given.
    const provider = wallet.provider
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
    expect(await provider.request({ method: 'eth_blockNumber' })).toBe('0x2a')
    expect(rpc.methods).toContain('eth_blockNumber')
    wallet.rejectNext()
    await expect(provider.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({
      code: 4001,
    })
    const [address] = (await provider.request({ method: 'eth_requestAccounts' })) as `0x${string}`[]
    expect(address).toBe(privateKeyToAddress(KEY))
    const signature = (await provider.request({
      method: 'personal_sign',
      params: ['hello from the page', address],
    })) as `0x${string}`
    expect(
      await verifyMessage({ address: address!, message: 'hello from the page', signature }),
    ).toBe(true)
    expect(wallet.requests().map((r) => r.method)).toEqual([
      'eth_chainId',
      'eth_blockNumber',
      'eth_requestAccounts',
      'eth_requestAccounts',
      'personal_sign',
    ])
  })

  it('hangNext leaves the next prompting request unanswered', async () => {
    const page = createVmPage()
    await page.addInitScript({
      content: testWalletScript({ rpcUrl: rpc.url, chainId: 31337, accounts: [KEY, KEY2] }),
    })
    page.goto()
    const wallet = page.run('window.__gangwayTestWallet') as Wallet
    wallet.hangNext()
    let settled = false
    void wallet.provider.request({ method: 'eth_requestAccounts' }).finally(() => {
      settled = true
    })
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(settled).toBe(false)
    expect(wallet.requests()).toMatchObject([{ method: 'eth_requestAccounts', status: 'pending' }])
    // The next one is answered as usual: both accounts, the first selected.
    expect(await wallet.provider.request({ method: 'eth_requestAccounts' })).toEqual([
      privateKeyToAddress(KEY),
      privateKeyToAddress(KEY2),
    ])
  })

  it('stays out of iframes unless allFrames', async () => {
    const frame = createVmPage()
    await frame.addInitScript({
      content: testWalletScript({ rpcUrl: rpc.url, chainId: 31337, accounts: [KEY] }),
    })
    frame.goto({ top: false })
    expect(frame.run('window.__gangwayTestWallet')).toBeUndefined()
    expect(frame.announced()).toHaveLength(0)

    const everywhere = createVmPage()
    await everywhere.addInitScript({
      content: testWalletScript({
        rpcUrl: rpc.url,
        chainId: 31337,
        accounts: [KEY],
        allFrames: true,
      }),
    })
    everywhere.goto({ top: false })
    expect(everywhere.announced()).toHaveLength(1)
  })

  it('takes several chains, the initial one by chainId; extra fields are dropped', async () => {
    const page = createVmPage()
    const chains = [
      { chainId: 1, rpcUrl: rpc.url, name: 'Ethereum', contracts: { tusd: '0x01' } },
      { chainId: 8453, rpcUrl: rpc.url, name: 'Base' },
    ]
    await page.addInitScript({
      content: testWalletScript({ chains, chainId: 8453, accounts: [KEY] }),
    })
    page.goto()
    expect((page.run('window.__gangwayTestWallet') as Wallet).state()).toMatchObject({
      chainId: 8453,
      chains: [
        { chainId: 1, rpcUrl: rpc.url, name: 'Ethereum' },
        { chainId: 8453, rpcUrl: rpc.url, name: 'Base' },
      ],
    })
    expect(
      JSON.stringify((page.run('window.__gangwayTestWallet') as Wallet).state()),
    ).not.toContain('contracts')
  })

  it('persist: the site stays connected across a reload, on its chain, as with an extension', async () => {
    const page = createVmPage()
    const chains = [
      { chainId: 1, rpcUrl: rpc.url, name: 'Ethereum' },
      { chainId: 8453, rpcUrl: rpc.url, name: 'Base' },
    ]
    await page.addInitScript({
      content: testWalletScript({ chains, accounts: [KEY, KEY2], persist: true }),
    })
    const wallet = () => page.run('window.__gangwayTestWallet') as Wallet
    const addresses = [privateKeyToAddress(KEY), privateKeyToAddress(KEY2)]
    page.goto()
    expect(await wallet().provider.request({ method: 'eth_accounts' })).toEqual([])
    expect(page.storage.has(TEST_WALLET_STORAGE_KEY)).toBe(false)
    await wallet().provider.request({ method: 'eth_requestAccounts' })
    wallet().switchChain(8453)
    expect(JSON.parse(page.storage.get(TEST_WALLET_STORAGE_KEY)!)).toEqual({
      accounts: addresses,
      chainId: 8453,
    })

    // The reload's silent reconnect finds the site connected, on the chain it was on, no prompt.
    page.goto()
    expect(await wallet().provider.request({ method: 'eth_accounts' })).toEqual(addresses)
    expect(await wallet().provider.request({ method: 'eth_chainId' })).toBe('0x2105')
    expect(wallet().state()).toMatchObject({ accounts: addresses, chainId: 8453, connected: true })
    expect(
      wallet()
        .requests()
        .filter((r) => r.decision),
    ).toEqual([])

    // The site disconnecting (revoking its permission) is remembered too.
    await wallet().provider.request({
      method: 'wallet_revokePermissions',
      params: [{ eth_accounts: {} }],
    })
    page.goto()
    expect(await wallet().provider.request({ method: 'eth_accounts' })).toEqual([])
    expect(wallet().state().chainId).toBe(8453)

    // disconnect() forgets it (and says so to the page).
    await wallet().provider.request({ method: 'eth_requestAccounts' })
    wallet().disconnect()
    expect(page.storage.has(TEST_WALLET_STORAGE_KEY)).toBe(false)
    page.goto()
    expect(wallet().state()).toMatchObject({ accounts: [], chainId: 1 })

    // reset() forgets it.
    await wallet().provider.request({ method: 'eth_requestAccounts' })
    wallet().reset()
    expect(page.storage.has(TEST_WALLET_STORAGE_KEY)).toBe(false)
    page.goto()
    expect(wallet().state().accounts).toEqual([])
  })

  it('persist: forgetSite drops the site behind the page’s back, with no event', async () => {
    const page = createVmPage()
    await page.addInitScript({
      content: testWalletScript({
        rpcUrl: rpc.url,
        chainId: 31337,
        accounts: [KEY],
        persist: true,
      }),
    })
    page.goto()
    const wallet = page.run('window.__gangwayTestWallet') as Wallet
    await wallet.provider.request({ method: 'eth_requestAccounts' })
    const events: string[] = []
    for (const event of ['accountsChanged', 'chainChanged', 'connect', 'disconnect'] as const)
      wallet.provider.on(event, () => void events.push(event))
    wallet.forgetSite()
    expect(events).toEqual([])
    expect(page.storage.has(TEST_WALLET_STORAGE_KEY)).toBe(false)
    expect(await wallet.provider.request({ method: 'eth_accounts' })).toEqual([])
    page.goto()
    expect(
      await (page.run('window.__gangwayTestWallet') as Wallet).provider.request({
        method: 'eth_accounts',
      }),
    ).toEqual([])
  })

  it('persist: a stored connection that is not the wallet’s shape is ignored and removed', async () => {
    const page = createVmPage()
    await page.addInitScript({
      content: testWalletScript({
        rpcUrl: rpc.url,
        chainId: 31337,
        accounts: [KEY],
        persist: true,
      }),
    })
    for (const stored of [
      'not json',
      '{"accounts":["0x1234"],"chainId":1}',
      '{"accounts":[],"chainId":"0x1"}',
      '{"accounts":"0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266","chainId":1}',
    ]) {
      page.storage.set(TEST_WALLET_STORAGE_KEY, stored)
      page.goto()
      const wallet = page.run('window.__gangwayTestWallet') as Wallet
      expect(wallet.state()).toMatchObject({ accounts: [], chainId: 31337 })
      expect(page.storage.has(TEST_WALLET_STORAGE_KEY)).toBe(false)
    }
  })

  it('without persist, a reload starts disconnected and nothing is stored', async () => {
    const page = createVmPage()
    await page.addInitScript({
      content: testWalletScript({ rpcUrl: rpc.url, chainId: 31337, accounts: [KEY] }),
    })
    page.goto()
    await (page.run('window.__gangwayTestWallet') as Wallet).provider.request({
      method: 'eth_requestAccounts',
    })
    expect(page.storage.size).toBe(0)
    page.goto()
    expect((page.run('window.__gangwayTestWallet') as Wallet).state().accounts).toEqual([])
  })

  it('refuses options it cannot use, naming the field', () => {
    const bad = (options: unknown) => () => testWalletScript(options as never)
    expect(bad({ rpcUrl: rpc.url, chainId: 31337, accounts: ['0x1234'] })).toThrow(
      new TestWalletOptionsError(
        'Test wallet options: accounts.0 must be a private key: 0x and 64 hex digits',
      ),
    )
    expect(bad({ rpcUrl: rpc.url, chainId: 31337, accounts: [] })).toThrow(
      'Test wallet options: accounts must hold at least one private key',
    )
    expect(bad({ rpcUrl: rpc.url, accounts: [KEY] })).toThrow(
      'Test wallet options: chainId is required with rpcUrl',
    )
    expect(bad({ accounts: [KEY] })).toThrow(
      'Test wallet options: rpcUrl (with chainId) or chains is required',
    )
    expect(bad({ rpcUrl: 'ws://127.0.0.1:8545', chainId: 1, accounts: [KEY] })).toThrow(
      'Test wallet options: rpcUrl must be an http(s) URL',
    )
    expect(bad({ rpcUrl: rpc.url, chainId: 1, chains: [{ chainId: 1 }], accounts: [KEY] })).toThrow(
      'Test wallet options: give rpcUrl (with chainId) or chains, not both',
    )
    expect(bad({ chains: [{ chainId: 1 }], chainId: 5, accounts: [KEY] })).toThrow(
      'Test wallet options: chainId 5 is not one of the chains',
    )
    expect(bad({ chains: [{ chainId: 1.5 }], accounts: [KEY] })).toThrow(
      'Test wallet options: chains.0.chainId must be an integer',
    )
    expect(bad({ rpcUrl: rpc.url, chainId: 1, accounts: [KEY], info: { icon: 'x.png' } })).toThrow(
      'Test wallet options: info.icon must be a data: URI',
    )
    expect(bad({ rpcUrl: rpc.url, chainId: 1, accounts: [KEY], persist: 'yes' })).toThrow(
      'Test wallet options: persist must be true or false',
    )
  })

  it('escapes the config so the script can be inlined in a <script> tag', () => {
    const script = testWalletScript({
      rpcUrl: rpc.url,
      chainId: 1,
      accounts: [KEY],
      info: { name: '</script><script>alert(1)</script>' },
    })
    expect(script).not.toContain('</script>')
    const page = createVmPage()
    page.goto()
    page.run(script)
    expect(page.announced()[0]!.info.name).toBe('</script><script>alert(1)</script>')
  })
})

describe('readBrowserScript', () => {
  it('throws BrowserScriptMissingError for a script the build does not have', () => {
    expect(() => readBrowserScript('nope' as never)).toThrow(BrowserScriptMissingError)
    expect(() => readBrowserScript('nope' as never)).toThrow(
      /the browser script nope\.js is missing from .*\/packages\/testing\/dist\/browser\/; build the package/,
    )
  })
})
