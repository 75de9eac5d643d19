import type { RemoteSessionBridge } from '@gangway/core'
import { bitcoinTestAccounts } from '@gangway/devstack'
import { describe, expect, it, vi } from 'vitest'
import { createBitcoinSessionProvider } from './createBitcoinSessionProvider.js'

const REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
const MAINNET = 'bip122:000000000019d6689c085ae165831e93'
const [a, b] = [bitcoinTestAccounts[3]!, bitcoinTestAccounts[1]!]
const PAY = a.payment.address
const ORD = a.ordinals.address

type Grant = ReturnType<RemoteSessionBridge['granted']>
const METHODS = ['getAccountAddresses', 'signMessage', 'signPsbt', 'sendTransfer']

/** A session grant as the WalletConnect client reads it; requests answered by `answer`. */
function bridgeOf(grant: Grant, answer: (method: string, params: unknown) => unknown = () => ({})) {
  const sent: { chainId: string; method: string; params: unknown }[] = []
  const warn = vi.fn()
  const bridge: RemoteSessionBridge = {
    granted: () => grant,
    async request({ chainId, method, params }) {
      sent.push({ chainId, method, params })
      return answer(method, params)
    },
    read: async () => null,
    end: async () => {},
    logger: { debug() {}, info() {}, warn, error() {} } as never,
  }
  return { bridge, sent, warn }
}
const grantOf = (addresses: string[], methods = METHODS): Grant => ({
  chains: [REGTEST],
  methods,
  accounts: addresses.map((address) => ({ chainId: REGTEST, address })),
})
const info = { name: 'W', icon: undefined, activeChain: () => REGTEST }

describe('createBitcoinSessionProvider', () => {
  it('labels the session’s addresses by getAccountAddresses’ intention (asked with the account), keys kept', async () => {
    // The ordinals address first in the session: the intention, not the position, labels it.
    const { bridge, sent } = bridgeOf(grantOf([ORD, PAY]), () => [
      { address: PAY, publicKey: a.payment.publicKey, intention: 'payment' },
      { address: ORD, publicKey: a.ordinals.publicKey.slice(2), intention: 'ordinal' },
      // A change address without an intention is not an account.
      { address: b.payment.address, path: "m/84'/1'/0'/1/0" },
    ])
    const wallet = createBitcoinSessionProvider(bridge, REGTEST).toWallet(info)
    expect(await wallet.connect(['payment', 'ordinals'])).toEqual([
      { address: ORD, publicKey: a.ordinals.publicKey.slice(2), purpose: 'ordinals' },
      { address: PAY, publicKey: a.payment.publicKey, purpose: 'payment' },
    ])
    expect(sent).toEqual([
      { chainId: REGTEST, method: 'getAccountAddresses', params: { account: PAY } },
    ])
    expect(wallet.features()).toEqual([
      'bitcoin:connect',
      'standard:events',
      'bitcoin:signMessage',
      'bitcoin:signTransaction',
      'bip122:sendTransfer',
    ])
  })

  it('without getAccountAddresses (or when it fails) the session’s addresses stay, taproot read as ordinals', async () => {
    const { bridge, sent } = bridgeOf(grantOf([PAY, ORD], ['signMessage']))
    const wallet = createBitcoinSessionProvider(bridge).toWallet(info)
    expect((await wallet.connect(['payment'])).map((x) => x.purpose)).toEqual([
      'payment',
      'ordinals',
    ])
    expect(sent).toEqual([])
    expect(wallet.features()).not.toContain('bitcoin:signTransaction')

    const failing = bridgeOf(grantOf([PAY]), () => {
      throw new Error('down')
    })
    const other = createBitcoinSessionProvider(failing.bridge).toWallet(info)
    expect(await other.connect(['payment'])).toEqual([
      { address: PAY, publicKey: '', purpose: 'payment' },
    ])
    expect(failing.warn).toHaveBeenCalled()
  })

  it('an announced payment or ordinals address the session lacks joins; a silent reconnect asks in the background', async () => {
    const { bridge } = bridgeOf(grantOf([PAY]), () => [
      { address: PAY, intention: 'payment' },
      { address: ORD, intention: 'ordinal' },
    ])
    const provider = createBitcoinSessionProvider(bridge)
    const wallet = provider.toWallet(info)
    const changes: unknown[] = []
    wallet.onChange((change) => changes.push(change))
    expect((await wallet.reconnect!()).map((x) => x.address)).toEqual([PAY])
    await vi.waitFor(() =>
      expect(changes).toEqual([
        {
          accounts: [
            { address: PAY, publicKey: '', purpose: 'payment' },
            { address: ORD, publicKey: '', purpose: 'ordinals' },
          ],
        },
      ]),
    )
  })

  it('requests go to the active network’s granted chain, else the preferred one, else the first', async () => {
    const grant: Grant = {
      chains: [MAINNET, REGTEST],
      methods: METHODS,
      accounts: [
        { chainId: MAINNET, address: 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu' },
        { chainId: REGTEST, address: PAY },
      ],
    }
    const { bridge, sent } = bridgeOf(grant, () => ({ signature: 'AUA=' }))
    let active: string | undefined = MAINNET
    const wallet = createBitcoinSessionProvider(bridge, REGTEST).toWallet({
      ...info,
      activeChain: () => active,
    })
    expect(wallet.accounts().map((x) => x.address)).toEqual([
      'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu',
    ])
    active = undefined
    await wallet.signMessage(PAY, 'hi', 'bip322')
    expect(sent.at(-1)).toMatchObject({ chainId: REGTEST, method: 'signMessage' })
    expect(wallet.chains()).toEqual([MAINNET, REGTEST])
  })

  it('signMessage sends { account, message, address, protocol }; hex answers become base64, others are refused', async () => {
    let reply: unknown = { address: PAY, signature: '0140aa' }
    const { bridge, sent } = bridgeOf(grantOf([PAY]), () => reply)
    const wallet = createBitcoinSessionProvider(bridge).toWallet(info)
    expect(await wallet.signMessage(PAY, 'hello', 'bip322')).toBe(
      Buffer.from('0140aa', 'hex').toString('base64'),
    )
    expect(sent.at(-1)?.params).toEqual({
      account: PAY,
      message: 'hello',
      address: PAY,
      protocol: 'bip322',
    })
    reply = { signature: 'H3kx+base64/ofECDSA=' }
    expect(await wallet.signMessage(PAY, 'hello', 'ecdsa')).toBe('H3kx+base64/ofECDSA=')
    for (const bad of [{ address: ORD, signature: '0140aa' }, { signature: 'not base64!' }, null]) {
      reply = bad
      await expect(wallet.signMessage(PAY, 'hello', 'bip322')).rejects.toMatchObject({
        name: 'BitcoinWalletConnectError',
      })
    }
  })

  it('signPsbt sends the reference’s signInputs (sighashTypes) with broadcast: false and returns the PSBT bytes', async () => {
    let reply: unknown = { psbt: 'cHNidP8=' }
    const { bridge, sent } = bridgeOf(grantOf([PAY]), () => reply)
    const wallet = createBitcoinSessionProvider(bridge).toWallet(info)
    const out = await wallet.signPsbt(
      Uint8Array.of(1, 2, 3),
      [
        { address: PAY, index: 0, sighash: 1 },
        { address: PAY, index: 2 },
      ],
      'bitcoin:regtest',
    )
    expect(Buffer.from(out).toString('base64')).toBe('cHNidP8=')
    expect(sent.at(-1)?.params).toEqual({
      account: PAY,
      psbt: 'AQID',
      signInputs: [
        { address: PAY, index: 0, sighashTypes: [1] },
        { address: PAY, index: 2 },
      ],
      broadcast: false,
    })
    reply = { txid: 'ab' }
    await expect(wallet.signPsbt(Uint8Array.of(1), [], 'bitcoin:regtest')).rejects.toMatchObject({
      name: 'BitcoinWalletConnectError',
    })
  })

  it('sendTransfer sends { account, recipientAddress, amount } in sats and resolves the txid', async () => {
    const txid = 'AB'.repeat(32)
    let reply: unknown = { txid }
    const { bridge, sent } = bridgeOf(grantOf([PAY], ['sendTransfer']), () => reply)
    const wallet = createBitcoinSessionProvider(bridge).toWallet(info)
    expect(wallet.features()).toContain('bip122:sendTransfer')
    expect(await wallet.sendTransfer!({ account: PAY, to: ORD, sats: 100_000n })).toBe(
      txid.toLowerCase(),
    )
    expect(sent.at(-1)?.params).toEqual({ account: PAY, recipientAddress: ORD, amount: '100000' })
    reply = { txid: 'nope' }
    await expect(wallet.sendTransfer!({ account: PAY, to: ORD, sats: 1n })).rejects.toMatchObject({
      name: 'BitcoinWalletConnectError',
    })
  })

  it('bip122_addressesChanged relabels the session’s addresses; a session update goes back to the session; the end disconnects', async () => {
    const { bridge } = bridgeOf(grantOf([PAY, ORD], ['signMessage']))
    const provider = createBitcoinSessionProvider(bridge)
    const wallet = provider.toWallet(info)
    const changes: { accounts?: readonly { address: string; purpose: string }[] }[] = []
    wallet.onChange((change) => changes.push(change))
    provider.walletEvent('accountsChanged', [PAY])
    provider.walletEvent('bip122_addressesChanged', 'nonsense')
    expect(changes).toEqual([])
    // The same addresses, the taproot one now said to be payment.
    provider.walletEvent('bip122_addressesChanged', [{ address: ORD, intention: 'payment' }])
    expect(changes.at(-1)?.accounts?.map((x) => x.purpose)).toEqual(['payment', 'payment'])
    // None of the session's: the wallet's account changed; its first address stands for it.
    provider.walletEvent('bip122_addressesChanged', [{ address: b.payment.address }])
    expect(changes.at(-1)?.accounts?.map((x) => x.address)).toEqual([b.payment.address])
    provider.sessionUpdated()
    expect(changes.at(-1)?.accounts?.map((x) => x.address)).toEqual([PAY, ORD])
    provider.ended()
    expect(changes.at(-1)).toEqual({ accounts: [] })
  })
})
