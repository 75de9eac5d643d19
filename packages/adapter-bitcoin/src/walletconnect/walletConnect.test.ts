// @vitest-environment node
// The bip122 namespace over WalletConnect, end to end in Node: real sign-client (the engine's
// `walletConnect()`), the devstack's local relay, its remote wallet answering bip122 with the
// regtest keys of account #3, and the regtest ledger it signs for.

import { defineNetwork, getProvider, type Network, UserRejectedRequestError } from '@gangway/core'
import type { Engine } from '@gangway/core/internal'
import {
  type BitcoinRemoteSigner,
  bitcoinTestAccounts,
  createBitcoinRemoteSigner,
  type RemoteWallet,
  type StartBitcoinRegtestReturnType,
  type StartRelayReturnType,
  startBitcoinRegtest,
  startRelay,
} from '@gangway/devstack'
import {
  approveNext,
  connectRemote as connectTo,
  createFamilyRemoteWallet,
  startRemoteEngine,
} from '@gangway/testkit'
import { walletConnect } from '@gangway/walletconnect'
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest'
import { bitcoinAdapter } from '../bitcoinAdapter.js'
import { BitcoinPsbtNotSignedError } from '../internal/errors.js'
import { bitcoinRegtest } from '../networks/bitcoinNetworks.js'
import type { BitcoinAdapter } from '../types.js'
import { bitcoinSupport } from './bitcoinSupport.js'

let relay: StartRelayReturnType
let regtest: StartBitcoinRegtestReturnType
let wallet: RemoteWallet
let signer: BitcoinRemoteSigner
let network: Network
const account = bitcoinTestAccounts[3]!
const receiver = bitcoinTestAccounts[2]!.payment.address

beforeAll(async () => {
  relay = await startRelay()
  regtest = await startBitcoinRegtest()
  network = defineNetwork({
    ...bitcoinRegtest,
    rpcUrls: { default: { http: [regtest.esploraUrl] } },
  })
  signer = createBitcoinRemoteSigner({
    account,
    esploraUrl: regtest.esploraUrl,
    chains: [regtest.caipNetworkId],
  })
  wallet = await createFamilyRemoteWallet(relay.url, { bip122: signer })
})

afterAll(async () => {
  await wallet?.stop()
  await relay?.stop()
  await regtest?.stop()
})

/** A started engine with only the Bitcoin adapter and `walletConnect()` on the local relay. */
const setupEngine = () =>
  startRemoteEngine({
    networks: [network],
    adapters: [bitcoinAdapter({ confirmTimeoutMs: 500, pollIntervalMs: 50 })],
    walletConnect,
    relayUrl: relay.url,
    wallet,
  })

async function connectRemote(engine: Engine) {
  await connectTo(engine, wallet)
  await vi.waitFor(() => expect(engine.$accounts.get().bip122?.status).toBe('connected'))
}

/** Approves the next request waiting in ApproveTransaction while `pending` runs. */
async function approving<T>(engine: Engine, pending: Promise<T>): Promise<T> {
  await approveNext(engine)
  return pending
}

type Provider = { request(args: { method: string; params?: unknown }): Promise<unknown> }
/** Send BTC's parameters: 0.001 BTC from the remote wallet's payment address to the receiver. */
const sendParams = () => ({
  connectorId: 'walletConnect',
  from: account.payment.address,
  to: receiver,
  amount: '0.001',
  network,
})
const adapterOf = (engine: Engine) => engine.adapters.get('bip122') as BitcoinAdapter
const sats = (address: string) => regtest.ledger.balance(address)

describe('the WalletConnect bip122 namespace', () => {
  it('proposes the configured Bitcoin network with the Reown bip122 methods and events', async () => {
    expect(bitcoinSupport.methods).toEqual([
      'getAccountAddresses',
      'signMessage',
      'signPsbt',
      'sendTransfer',
    ])
    expect(bitcoinSupport.events).toEqual(['bip122_addressesChanged'])
    const engine = setupEngine()
    await connectRemote(engine)
    expect(wallet.proposals.at(-1)!.requestedChains).toEqual([regtest.caipNetworkId])
    const session = wallet.sessions().at(-1)!
    expect(Object.keys(session.namespaces)).toEqual(['bip122'])
    expect(session.namespaces.bip122?.events).toEqual(['bip122_addressesChanged'])
  })

  it('connects payment and ordinals accounts labelled by getAccountAddresses’ intention, payment active, with its balance', async () => {
    const engine = setupEngine()
    await connectRemote(engine)
    expect(wallet.requests.at(-1)).toMatchObject({
      method: 'getAccountAddresses',
      chainId: regtest.caipNetworkId,
      params: { account: account.payment.address },
      status: 'approved',
    })
    expect(engine.$accounts.get().bip122).toMatchObject({
      status: 'connected',
      address: account.payment.address,
      caipAddress: `${regtest.caipNetworkId}:${account.payment.address}`,
      connectedWalletInfo: { name: 'Gangway Remote Wallet' },
    })
    expect(engine.$connections.get().bip122?.connectorId).toBe('walletConnect')
    expect(engine.$accounts.get().bip122?.allAccounts).toEqual([
      { address: account.payment.address, type: 'payment' },
      { address: account.ordinals.address, type: 'ordinal' },
    ])
    await vi.waitFor(() => expect(Number(engine.$accounts.get().bip122?.balance)).toBe(1))
    // The capabilities follow the granted methods.
    expect(adapterOf(engine).signMessage).toBeTypeOf('function')
    expect(adapterOf(engine).transfer).toBeDefined()
  })

  it('signMessage: BIP-322 through the wallet, its hex signature handed over as base64', async () => {
    const engine = setupEngine()
    await connectRemote(engine)
    const message = 'Gangway over WalletConnect bip122'
    const answer = (await approving(
      engine,
      (getProvider(engine, 'bip122') as Provider).request({
        method: 'signMessage',
        params: { message, address: account.ordinals.address },
      }),
    )) as { address: string; signature: string }
    expect(answer.address).toBe(account.ordinals.address)
    // The wallet's hex (the reference's encoding) as the base64 BIP-322 witness.
    const { result } = wallet.requests.at(-1) as { result: { signature: string } }
    expect(result.signature).toMatch(/^[0-9a-f]+$/)
    expect(answer.signature).toBe(Buffer.from(result.signature, 'hex').toString('base64'))
    // A BIP-322 simple witness of a key-path p2tr spend: one 64-byte Schnorr signature.
    expect(Buffer.from(answer.signature, 'base64').subarray(0, 2)).toEqual(Buffer.of(1, 64))
    expect(wallet.requests.at(-1)).toMatchObject({
      method: 'signMessage',
      params: {
        account: account.payment.address,
        address: account.ordinals.address,
        message,
        protocol: 'bip322',
      },
    })
  })

  it('Send BTC: the adapter’s PSBT signed over signPsbt, proved, broadcast; exact sats, fee as quoted', async () => {
    const engine = setupEngine()
    await connectRemote(engine)
    const { transfer } = adapterOf(engine)
    const params = sendParams()
    const estimate = await transfer!.estimate(params)
    const fee = Math.round(Number(estimate.fee.value) * 1e8)
    const before = sats(account.payment.address)
    const received = sats(receiver)
    const sent = await approving(engine, transfer!.send(params))
    expect(sent.id).toMatch(/^[0-9a-f]{64}$/)
    expect(regtest.ledger.tx(sent.id)).toBeDefined()
    expect(sats(receiver)).toBe(received + 100_000)
    expect(sats(account.payment.address)).toBe(before - 100_000 - fee)
    expect(wallet.requests.at(-1)).toMatchObject({
      method: 'signPsbt',
      params: { account: account.payment.address, broadcast: false },
      status: 'approved',
    })
  })

  it('a wallet that answers signPsbt without signing is a BitcoinPsbtNotSignedError, nothing broadcast', async () => {
    const engine = setupEngine()
    await connectRemote(engine)
    signer.signPsbtResult = 'unsigned'
    onTestFinished(() => {
      signer.signPsbtResult = 'signed'
    })
    const count = regtest.ledger.transactions().length
    const params = sendParams()
    await expect(
      approving(engine, adapterOf(engine).transfer!.send(params)),
    ).rejects.toBeInstanceOf(BitcoinPsbtNotSignedError)
    expect(regtest.ledger.transactions()).toHaveLength(count)
  })

  it('a wallet that grants sendTransfer but no signPsbt: Send goes through its sendTransfer (its own fee); exact sats to the receiver', async () => {
    const methods = signer.methods
    signer.methods = ['getAccountAddresses', 'signMessage', 'sendTransfer']
    onTestFinished(() => {
      signer.methods = methods
    })
    const engine = setupEngine()
    await connectRemote(engine)
    const adapter = adapterOf(engine)
    expect(adapter.transfer).toBeDefined()
    const params = sendParams()
    const before = sats(account.payment.address)
    const received = sats(receiver)
    const sent = await approving(engine, adapter.transfer!.send(params))
    const tx = regtest.ledger.tx(sent.id)!
    expect(sats(receiver)).toBe(received + 100_000)
    expect(sats(account.payment.address)).toBe(before - 100_000 - tx.fee)
    expect(wallet.requests.at(-1)).toMatchObject({
      method: 'sendTransfer',
      params: { account: account.payment.address, recipientAddress: receiver, amount: '100000' },
      result: { txid: sent.id },
    })
    // The approval showed the adapter's fee as an estimate: the wallet set its own.
    expect(engine.$pendingRequests.get()).toEqual([])
  })

  it('a rejection in the remote wallet is a UserRejectedRequestError', async () => {
    const engine = setupEngine()
    await connectRemote(engine)
    wallet.setMode({ requests: 'reject' })
    onTestFinished(() => wallet.setMode({ requests: 'approve' }))
    await expect(
      approving(
        engine,
        (getProvider(engine, 'bip122') as Provider).request({
          method: 'signMessage',
          params: { message: 'no' },
        }),
      ),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
  })

  it('bip122_addressesChanged: another account’s addresses replace the session’s, by intention', async () => {
    const engine = setupEngine()
    await connectRemote(engine)
    const other = bitcoinTestAccounts[1]!
    await wallet.emit(
      'bip122_addressesChanged',
      [
        { address: other.ordinals.address, intention: 'ordinal' },
        { address: other.payment.address, intention: 'payment' },
      ],
      regtest.caipNetworkId,
    )
    await vi.waitFor(() =>
      expect(engine.$accounts.get().bip122?.allAccounts).toEqual([
        { address: other.payment.address, type: 'payment' },
        { address: other.ordinals.address, type: 'ordinal' },
      ]),
    )
    expect(engine.$accounts.get().bip122?.address).toBe(other.payment.address)
  })

  it('the wallet ends the session: the Bitcoin account is disconnected', async () => {
    const engine = setupEngine()
    await connectRemote(engine)
    await wallet.disconnect()
    await vi.waitFor(() => expect(engine.$accounts.get().bip122?.status).toBe('disconnected'))
  })
})
