import {
  InvalidRequestParamsError,
  RpcMethodNotAllowedError,
  UserRejectedRequestError,
} from '@gangway/core'
import { toHex, verifyMessage } from 'viem'
import { describe, expect, test } from 'vitest'
import { failing, mainnet, setupWallet } from '../../test/setupWallet.js'
import { InvalidSendCallsError } from '../errors.js'
import type { Eip1193Provider } from '../types.js'

const unexpected = (): never => {
  throw new Error('expected the request to fail')
}

async function connected(options: Parameters<typeof setupWallet>[0] = {}) {
  const setup = setupWallet(options)
  await setup.adapter.connect({ connectorId: setup.connectorId, network: mainnet })
  const provider = setup.adapter.getProvider({ connectorId: setup.connectorId }) as Eip1193Provider
  return { ...setup, gated: provider, sent: () => setup.control.requests().length }
}

describe('the host’s provider (spec §6)', () => {
  test('safe methods pass straight to the wallet without approval', async () => {
    const { gated, approvals, addresses } = await connected()
    expect(await gated.request({ method: 'eth_chainId' })).toBe('0x1')
    expect(await gated.request({ method: 'eth_accounts' })).toEqual(addresses)
    const balance = await gated.request({
      method: 'eth_getBalance',
      params: [addresses[0], 'latest'],
    })
    expect(BigInt(balance as string)).toBeGreaterThan(0n)
    expect(approvals).toEqual([])
  })

  test('personal_sign asks for approval, then the wallet signs', async () => {
    const { gated, approvals, settled, addresses, control } = await connected()
    const params = [toHex('Hello Gangway'), addresses[0]]
    const signature = await gated.request({ method: 'personal_sign', params })
    expect(approvals).toEqual([
      { id: expect.any(String), method: 'personal_sign', params, connectorId: expect.any(String) },
    ])
    // Spec §4: the approved request ends in a success event (core refreshes the balance).
    expect(settled).toEqual([{ id: approvals[0]!.id, ok: true }])
    expect(control.requests().at(-1)).toMatchObject({ method: 'personal_sign', status: 'ok' })
    expect(
      await verifyMessage({
        address: addresses[0]!,
        message: 'Hello Gangway',
        signature: signature as `0x${string}`,
      }),
    ).toBe(true)
  })

  test('an approval rejected in the modal fails with 4001 and never reaches the wallet', async () => {
    const { gated, sent, addresses } = await connected({ approve: () => false })
    const before = sent()
    const error = await gated
      .request({ method: 'personal_sign', params: [toHex('no'), addresses[0]] })
      .then(unexpected, (e: UserRejectedRequestError) => e)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error.code).toBe(4001)
    expect(sent()).toBe(before)
  })

  test('a rejection in the wallet after approval is 4001 too', async () => {
    const { gated, control, addresses, settled, approvals } = await connected()
    control.rejectNext()
    await expect(
      gated.request({ method: 'personal_sign', params: [toHex('no'), addresses[0]] }),
    ).rejects.toMatchObject({ name: 'UserRejectedRequestError', code: 4001 })
    // Spec §4: … or in an error event.
    expect(settled).toEqual([{ id: approvals[0]!.id, ok: false }])
  })

  test('unknown methods are refused: Requested RPC call is not allowed (4200)', async () => {
    const { gated, sent, approvals, refused } = await connected()
    const before = sent()
    for (const method of ['eth_sign', 'debug_traceTransaction', 'anvil_setBalance']) {
      const error = await gated
        .request({ method, params: [] })
        .then(unexpected, (e: RpcMethodNotAllowedError) => e)
      expect(error).toBeInstanceOf(RpcMethodNotAllowedError)
      expect(error.shortMessage).toBe('Requested RPC call is not allowed')
      expect(error.code).toBe(4200)
    }
    expect(sent()).toBe(before)
    expect(approvals).toEqual([])
    // Spec §6: core is told, and shows 'Action not allowed' after 300 ms.
    expect(refused).toEqual(['eth_sign', 'debug_traceTransaction', 'anvil_setBalance'])
  })

  test('bad wallet_sendCalls params fail with InvalidSendCallsError before any approval', async () => {
    const { gated, approvals, sent } = await connected()
    const before = sent()
    const error = await gated
      .request({ method: 'wallet_sendCalls', params: [{ calls: [{ to: 'abc', data: '0x' }] }] })
      .catch((e) => e)
    expect(error).toBeInstanceOf(InvalidSendCallsError)
    expect(approvals).toEqual([])
    expect(sent()).toBe(before)
  })

  test('good wallet_sendCalls params are approved, then the wallet answers', async () => {
    const { gated, approvals, addresses, control } = await connected()
    const params = [{ version: '2.0.0', calls: [{ to: addresses[0], value: '0x1' }] }]
    // The test wallet has no EIP-5792 support: its own error comes back, typed by its code.
    await expect(gated.request({ method: 'wallet_sendCalls', params })).rejects.toMatchObject({
      code: 4200,
    })
    expect(approvals).toEqual([
      {
        id: expect.any(String),
        method: 'wallet_sendCalls',
        params,
        connectorId: expect.any(String),
      },
    ])
    expect(control.requests().at(-1)).toMatchObject({ method: 'wallet_sendCalls' })
  })

  // Spec §6 "Unsafe (need approval): personal_sign, … eth_sendTransaction": what the visitor
  // approves is what the wallet gets.
  test('params mutated while approval is pending: the wallet gets what was shown', async () => {
    const other = '0xffffffffffffffffffffffffffffffffffffffff'
    let shown: unknown
    const { gated, addresses, control } = await connected({
      accounts: [5],
      approve: (request) => {
        shown = JSON.parse(JSON.stringify(request.params))
        tx.to = other
        tx.value = '0xde0b6b3a7640000'
        return true
      },
    })
    const tx = { from: addresses[0], to: addresses[0], value: '0x1' }
    await gated.request({ method: 'eth_sendTransaction', params: [tx] })
    const sent = control
      .requests()
      .filter((r) => r.method === 'eth_sendTransaction')
      .at(-1)
    expect(sent?.params).toEqual(shown)
    expect(sent?.params).toEqual([{ from: addresses[0], to: addresses[0], value: '0x1' }])
  })

  test.each([
    [
      'toJSON',
      (to: string) => ({ to, value: '0x1', toJSON: () => ({ to: '0xfff', value: '0x0' }) }),
    ],
    [
      'a getter',
      (to: string) =>
        Object.defineProperty({ to }, 'value', { get: () => '0x1', enumerable: true }),
    ],
    [
      'a class instance',
      (to: string) =>
        new (class {
          to = to
        })(),
    ],
  ])('non-plain params (%s) are refused before any approval', async (_name, make) => {
    const { gated, approvals, sent, addresses } = await connected()
    const before = sent()
    const error = await gated
      .request({ method: 'eth_sendTransaction', params: [make(addresses[0]!)] })
      .catch((e) => e)
    expect(error).toBeInstanceOf(InvalidRequestParamsError)
    expect(approvals).toEqual([])
    expect(sent()).toBe(before)
  })

  test('wallet methods go to the wallet without Gangway’s approval', async () => {
    const { gated, approvals, control } = await connected()
    await gated.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2105' }] })
    expect(control.state().chainId).toBe(8453)
    expect(approvals).toEqual([])
  })

  test('eth_sendTransaction: approved, sent and mined', async () => {
    const { gated, approvals, addresses } = await connected({ accounts: [5] })
    const hash = await gated.request({
      method: 'eth_sendTransaction',
      params: [{ from: addresses[0], to: addresses[0], value: '0x1' }],
    })
    expect(approvals.map((a) => a.method)).toEqual(['eth_sendTransaction'])
    const receipt = await gated.request({ method: 'eth_getTransactionReceipt', params: [hash] })
    expect(receipt).toMatchObject({ status: '0x1' })
  })

  test('every request settles, even when the wallet throws synchronously', async () => {
    const { gated } = await connected({
      wrap: (provider) => ({
        ...provider,
        request(args) {
          if (args.method === 'eth_blockNumber') throw new Error('boom')
          return provider.request(args)
        },
      }),
    })
    await expect(gated.request({ method: 'eth_blockNumber' })).rejects.toThrow('boom')
  })

  test('events reach the host through the gated provider', async () => {
    const { gated, control } = await connected()
    const seen: string[] = []
    const listener = (chainId: string) => seen.push(chainId)
    gated.on?.('chainChanged', listener as never)
    await new Promise((r) => setTimeout(r, 0))
    control.switchChain(8453)
    gated.removeListener?.('chainChanged', listener as never)
    await new Promise((r) => setTimeout(r, 0))
    control.switchChain(1)
    expect(seen).toEqual(['0x2105'])
  })

  test('a provider for an unknown connector fails with Provider not found.', async () => {
    const { adapter } = setupWallet({ isMobile: true })
    const gated = adapter.getProvider({ connectorId: 'io.nope' }) as Eip1193Provider
    await expect(gated.request({ method: 'eth_chainId' })).rejects.toThrow('Provider not found.')
  })
})

test('failing() helper answers with the given error (sanity)', async () => {
  const { provider } = setupWallet({ wrap: failing('eth_chainId', { code: 1, message: 'x' }) })
  await expect(provider.request({ method: 'eth_chainId' })).rejects.toMatchObject({ code: 1 })
})
