import { spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { createPublicClient, erc20Abi, erc721Abi, formatUnits, http, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devFixtures } from './deployFixtures.js'
import { spawnAnvil } from './spawnAnvil.js'
import { type StartDevChainReturnType, startDevChain } from './startDevChain.js'
import { testAccounts } from './testAccounts.js'

let devChain: StartDevChainReturnType

beforeAll(async () => {
  devChain = await startDevChain()
})
afterAll(async () => {
  await devChain?.stop()
})

const clientFor = (chainId: number) => {
  const chain = devChain.chains.find((c) => c.chainId === chainId)!
  return createPublicClient({ transport: http(chain.rpcUrl) })
}

/** Alive and not a zombie (a reaped-later zombie is not a running anvil). */
function isRunning(pid: number): boolean {
  if (existsSync('/proc')) {
    if (!existsSync(`/proc/${pid}/stat`)) return false
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0] !== 'Z'
  }
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

async function waitUntil(check: () => boolean, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > deadline) return false
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  return true
}

describe('startDevChain', () => {
  it('starts Ethereum (1) and Base (8453) on 127.0.0.1 within 10 s', async () => {
    expect(devChain.chains.map(({ chainId, name }) => ({ chainId, name }))).toEqual([
      { chainId: 1, name: 'Ethereum' },
      { chainId: 8453, name: 'Base' },
    ])
    for (const chain of devChain.chains) {
      expect(chain.rpcUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
      expect(await clientFor(chain.chainId).getChainId()).toBe(chain.chainId)
    }
    expect(devChain.startupMs).toBeLessThan(10_000)
  })

  it('funds anvil’s default accounts, the ones it exports', async () => {
    const client = clientFor(1)
    const response = await fetch(devChain.chains[0]!.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_accounts', params: [] }),
    })
    const { result: accounts } = (await response.json()) as { result: string[] }
    expect(accounts.map((a) => a.toLowerCase())).toEqual(
      devChain.accounts.map((a) => a.address.toLowerCase()),
    )
    // #9 is the swap pools' liquidity provider (deployAmm): #8 is the last untouched one.
    expect(await client.getBalance({ address: devChain.accounts[8]!.address })).toBe(
      parseUnits('10000', 18),
    )
  })

  it('deploys the fixtures at deterministic addresses', () => {
    expect(devChain.contracts[1]).toEqual({
      tusd: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
      gway: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
      nft: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
      spam: '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9',
      amm: expect.objectContaining({ router: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/) }),
    })
    expect(devChain.contracts[8453]).toEqual({
      tusd: devChain.contracts[1]!.tusd,
      gway: devChain.contracts[1]!.gway,
      amm: expect.objectContaining({ router: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/) }),
    })
    expect(devChain.chains[0]!.contracts).toBe(devChain.contracts[1])
  })

  it.each([1, 8453])('mints TUSD (6 decimals) and GWAY (18 decimals) on chain %i', async (id) => {
    const client = clientFor(id)
    const contracts = devChain.contracts[id]!
    for (const key of ['tusd', 'gway'] as const) {
      const fixture = devFixtures[key]
      const address = contracts[key]!
      const read = <name extends 'name' | 'symbol' | 'decimals'>(functionName: name) =>
        client.readContract({ address, abi: erc20Abi, functionName })
      expect(await read('decimals')).toBe(fixture.decimals)
      expect(await read('name')).toBe(fixture.name)
      expect(await read('symbol')).toBe(fixture.symbol)
      for (const { holder, amount } of fixture.balances) {
        const balance = await client.readContract({
          address,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [testAccounts[holder]!.address],
        })
        expect(formatUnits(balance, fixture.decimals)).toBe(amount)
      }
    }
  })

  it('gives account 0 NFTs 0–2 and account 1 NFT 3', async () => {
    const client = clientFor(1)
    const nft = devChain.contracts[1]!.nft!
    const owners = await Promise.all(
      [0n, 1n, 2n, 3n].map((tokenId) =>
        client.readContract({
          address: nft,
          abi: erc721Abi,
          functionName: 'ownerOf',
          args: [tokenId],
        }),
      ),
    )
    const [a0, a1] = devChain.accounts
    expect(owners).toEqual([a0!.address, a0!.address, a0!.address, a1!.address])
    expect(
      await client.readContract({
        address: nft,
        abi: erc721Abi,
        functionName: 'tokenURI',
        args: [2n],
      }),
    ).toBe(`${devFixtures.nft.baseTokenUri}2`)
    expect(
      await client.readContract({ address: nft, abi: erc721Abi, functionName: 'symbol' }),
    ).toBe('CREW')
  })

  it('holds the spam token in account 0', async () => {
    const client = clientFor(1)
    const spam = devChain.contracts[1]!.spam!
    expect(await client.readContract({ address: spam, abi: erc20Abi, functionName: 'name' })).toBe(
      devFixtures.spam.name,
    )
    expect(
      await client.readContract({
        address: spam,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [devChain.accounts[0]!.address],
      }),
    ).toBe(parseUnits('1000000', 18))
  })

  it('answers CORS preflights from another localhost origin', async () => {
    const { rpcUrl } = devChain.chains[0]!
    const preflight = await fetch(rpcUrl, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    })
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    expect(preflight.headers.get('access-control-allow-headers')).toContain('content-type')
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { origin: 'http://localhost:5173', 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    })
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(await response.json()).toMatchObject({ result: '0x1' })
  })
})

describe('spawnAnvil', () => {
  it('stop() ends the node', async () => {
    const node = await spawnAnvil({ chainId: 31337 })
    expect(isRunning(node.pid)).toBe(true)
    await node.stop()
    expect(isRunning(node.pid)).toBe(false)
    await expect(fetch(node.rpcUrl, { method: 'POST' })).rejects.toThrow()
    await node.stop()
  })

  it('leaves no anvil behind when its parent process is SIGKILLed', async () => {
    const loader = fileURLToPath(new URL('../../bin/tsLoader.mjs', import.meta.url))
    const module = new URL('./spawnAnvil.ts', import.meta.url).href
    const script = `
      import { register } from 'node:module'
      register(${JSON.stringify(new URL(`file://${loader}`).href)})
      const { spawnAnvil } = await import(${JSON.stringify(module)})
      const node = await spawnAnvil({ chainId: 31337 })
      console.log(node.pid)
      setInterval(() => {}, 1000)
    `
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    const pid = await new Promise<number>((resolve) =>
      child.stdout.once('data', (line) => resolve(Number(String(line).trim()))),
    )
    expect(isRunning(pid)).toBe(true)
    child.kill('SIGKILL')
    expect(await waitUntil(() => !isRunning(pid))).toBe(true)
  })

  it('rejects when the port is taken, without leaving a process', async () => {
    const { rpcUrl } = devChain.chains[0]!
    const port = Number(new URL(rpcUrl).port)
    await expect(spawnAnvil({ chainId: 5, port })).rejects.toThrow(/exited early/)
  })

  it('anvils started at once on free ports each get their own (anvil binds the port itself)', async () => {
    const nodes = await Promise.all(Array.from({ length: 4 }, () => spawnAnvil({ chainId: 31337 })))
    try {
      expect(new Set(nodes.map((node) => node.port)).size).toBe(4)
      // Each URL reaches its own node: mining on one leaves the others at block 0.
      await fetch(nodes[0]!.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'evm_mine', params: [] }),
      })
      const heights = await Promise.all(
        nodes.map(async (node) => {
          const response = await fetch(node.rpcUrl, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] }),
          })
          return ((await response.json()) as { result: string }).result
        }),
      )
      expect(heights).toEqual(['0x1', '0x0', '0x0', '0x0'])
    } finally {
      await Promise.all(nodes.map((node) => node.stop()))
    }
  })
})
