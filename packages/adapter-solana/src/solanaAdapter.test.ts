import {
  ConfigError,
  type Network,
  RpcMethodNotAllowedError,
  UserRejectedRequestError,
} from '@gangway/core'
import { createTestContext } from '@gangway/testkit'
import { ed25519 } from '@noble/curves/ed25519'
import {
  Keypair,
  PublicKey,
  SystemProgram,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import bs58 from 'bs58'
import { afterEach, describe, expect, inject, it } from 'vitest'
import { localNetwork, setFaults, setupWallet } from '../test/setupWallet.js'
import {
  SolanaConfirmationTimeoutError,
  SolanaInsufficientFundsError,
  SolanaInvalidTransferError,
  SolanaSendError,
  SolanaUnsupportedTransactionVersionError,
} from './internal/errors.js'
import { createSolanaAdapter, solanaAdapter } from './solanaAdapter.js'
import type { SolanaAdapterOptions } from './types.js'

const cleanups: (() => void)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup()
  await setFaults({ rpcDown: false, neverConfirm: false, expiredBlockhash: false })
})

/** An adapter set up on the local network with a registered test wallet. */
function start(options: Parameters<typeof setupWallet>[0] & { approve?: () => boolean } = {}) {
  const network = localNetwork()
  const test = createTestContext({ networks: [network], approve: options.approve })
  const wallet = setupWallet(options)
  cleanups.push(wallet.register())
  const adapter = createSolanaAdapter({ confirmTimeoutMs: 3000 })
  cleanups.push(adapter.setup(test.ctx))
  const connectorId = `wallet-standard:${wallet.wallet.name}`
  return { adapter, network, test, wallet, connectorId }
}

const tick = () => new Promise((r) => setTimeout(r, 0))

/** A transfer's parameters: 0.1 SOL from `from` to a new address. */
const tenthTo = (connectorId: string, from: string, network: Network) => ({
  connectorId,
  from,
  network,
  to: Keypair.generate().publicKey.toBase58(),
  amount: '0.1',
})

/** An unsigned version 0 transaction: 1 lamport from `payer` to itself (blockhash made up). */
const selfTransferV0 = (payer: PublicKey) =>
  new VersionedTransaction(
    new TransactionMessage({
      payerKey: payer,
      recentBlockhash: Keypair.generate().publicKey.toBase58(),
      instructions: [SystemProgram.transfer({ fromPubkey: payer, toPubkey: payer, lamports: 1 })],
    }).compileToV0Message(),
  )

describe('discovery', () => {
  it('lists Wallet Standard wallets registered before and after start; unregister removes', async () => {
    const network = localNetwork()
    const test = createTestContext({ networks: [network] })
    const early = setupWallet({ name: 'Early Wallet' })
    cleanups.push(early.register())
    const adapter = createSolanaAdapter()
    cleanups.push(adapter.setup(test.ctx))
    expect(test.connectors().map((c) => c.name)).toEqual(['Early Wallet'])
    const late = setupWallet({ name: 'Late Wallet' })
    const unregister = late.register()
    expect(test.connectors().map((c) => c.name)).toEqual(['Early Wallet', 'Late Wallet'])
    expect(test.connectors()[1]).toMatchObject({
      id: 'wallet-standard:Late Wallet',
      type: 'ANNOUNCED',
      chain: 'solana',
    })
    expect(test.connectors()[1]!.imageUrl).toMatch(/^data:image\/svg\+xml/)
    unregister()
    expect(test.connectors().map((c) => c.name)).toEqual(['Early Wallet'])
  })

  it('counts a wallet only with connect, events and a Solana signing feature (and drops it when it loses them)', async () => {
    const { test, wallet } = start({ name: 'Feature Wallet' })
    expect(test.connectors().map((c) => c.name)).toContain('Feature Wallet')
    for (const feature of ['solana:signMessage', 'solana:signTransaction'])
      wallet.control.dropFeature(feature)
    expect(test.connectors().map((c) => c.name)).toContain('Feature Wallet')
    wallet.control.dropFeature('solana:signAndSendTransaction')
    expect(test.connectors().map((c) => c.name)).not.toContain('Feature Wallet')
  })

  it("folds Phantom's legacy namespace into its standard wallet, but lists a window.solana provider beside a standard wallet that took its name", async () => {
    const twin = setupWallet({ name: 'Twin Wallet' })
    Object.assign(window, { phantom: { solana: twin.legacy } })
    cleanups.push(() => Reflect.deleteProperty(window, 'phantom'))
    const test = createTestContext({ networks: [localNetwork()] })
    const adapter = createSolanaAdapter()
    cleanups.push(adapter.setup(test.ctx))
    expect(test.connectors()).toEqual([
      expect.objectContaining({ id: 'injected-solana:Twin Wallet', type: 'INJECTED' }),
    ])
    const unregister = twin.register()
    expect(test.connectors().map((c) => c.id)).toEqual(['wallet-standard:Twin Wallet'])
    unregister()
    expect(test.connectors().map((c) => c.id)).toEqual(['injected-solana:Twin Wallet'])

    // A legacy-only wallet on window.solana and another extension registering its name.
    Reflect.deleteProperty(window, 'phantom')
    const legacyOnly = setupWallet({ name: 'Legacy Only' })
    Object.assign(window, { solana: legacyOnly.legacy })
    cleanups.push(() => Reflect.deleteProperty(window, 'solana'))
    cleanups.push(setupWallet({ name: 'Legacy Only' }).register())
    expect(test.connectors().map((c) => c.id)).toEqual([
      'wallet-standard:Legacy Only',
      'injected-solana:Legacy Only',
    ])
  })

  it('two standard wallets of one name each get their own connector, and connecting one connects that one', async () => {
    const first = setupWallet({ name: 'Same Name' })
    const second = setupWallet({ name: 'Same Name' })
    const offFirst = first.register()
    cleanups.push(second.register())
    const network = localNetwork()
    const test = createTestContext({ networks: [network] })
    const adapter = createSolanaAdapter()
    cleanups.push(adapter.setup(test.ctx))
    expect(test.connectors().map((c) => c.id)).toEqual([
      'wallet-standard:Same Name',
      'wallet-standard:Same Name#2',
    ])
    await adapter.connect({ connectorId: 'wallet-standard:Same Name#2', network })
    expect(second.control.requests().map((r) => r.method)).toContain('connect')
    expect(first.control.requests().map((r) => r.method)).not.toContain('connect')
    // An id stays with its wallet: the first leaving does not move the second's.
    offFirst()
    expect(test.connectors().map((c) => c.id)).toEqual(['wallet-standard:Same Name#2'])
    cleanups.push(setupWallet({ name: 'Same Name' }).register())
    expect(test.connectors().map((c) => c.id)).toEqual([
      'wallet-standard:Same Name#2',
      'wallet-standard:Same Name',
    ])
  })
})

describe('the legacy injected provider', () => {
  it('connects, reconnects silently, signs and sends through window.solana', async () => {
    const twin = setupWallet({ name: 'Legacy Wallet' })
    Object.assign(window, { solana: twin.legacy })
    cleanups.push(() => Reflect.deleteProperty(window, 'solana'))
    const network = localNetwork()
    const test = createTestContext({ networks: [network] })
    const adapter = createSolanaAdapter({ confirmTimeoutMs: 3000 })
    cleanups.push(adapter.setup(test.ctx))
    const connectorId = 'injected-solana:Legacy Wallet'
    const { accounts } = await adapter.connect({ connectorId, network })
    const from = accounts[0]!.address
    expect(from).toBe(inject('solanaChain').accounts[1]!.address)
    expect((await adapter.reconnect({ connectorId, network })).accounts).toEqual(accounts)
    const signature = await adapter.signMessage!({ connectorId, address: from, message: 'legacy' })
    expect(
      ed25519.verify(bs58.decode(signature), new TextEncoder().encode('legacy'), bs58.decode(from)),
    ).toBe(true)
    // A transfer hands the legacy wallet a web3.js Transaction (it signs only legacy ones here).
    const to = Keypair.generate().publicKey.toBase58()
    await adapter.transfer!.send({ connectorId, from, network, to, amount: '0.5' })
    expect(await adapter.getBalance({ address: to, network })).toEqual({
      value: '0.5',
      symbol: 'SOL',
    })
    twin.control.switchAccount(1)
    expect(test.events.at(-1)).toMatchObject({ type: 'accountsChanged', connectorId })
    twin.control.disconnect()
    expect(test.events.at(-1)).toEqual({ type: 'disconnect', connectorId })
  })
})

describe('connecting', () => {
  it('connects with standard:connect and reconnects silently after a reload (no prompt)', async () => {
    const { adapter, network, wallet, connectorId } = start()
    const chain = inject('solanaChain')
    const result = await adapter.connect({ connectorId, network })
    expect(result).toEqual({
      accounts: [{ address: chain.accounts[1]!.address, type: 'eoa' }],
      chainId: network.id,
    })
    // A reload: a new page (wallet object, adapter) with the wallet's remembered authorization.
    for (const cleanup of cleanups.splice(0).reverse()) cleanup()
    const again = start({ storage: wallet.storage })
    const restored = await again.adapter.reconnect({ connectorId, network })
    expect(restored.accounts[0]!.address).toBe(chain.accounts[1]!.address)
    expect(again.wallet.control.requests()).toEqual([
      { method: 'connect', silent: true, outcome: 'approved' },
    ])
  })

  it('a silent reconnect without an earlier authorization rejects and prompts nothing', async () => {
    const { adapter, network, wallet, connectorId } = start()
    await expect(adapter.reconnect({ connectorId, network })).rejects.toThrow(
      'No ActiveCaipAddress found',
    )
    expect(wallet.control.requests().every((r) => r.silent)).toBe(true)
  })

  it('waits for a wallet that registers after a stored session asks for it', async () => {
    const network = localNetwork()
    const test = createTestContext({ networks: [network] })
    const adapter = createSolanaAdapter()
    cleanups.push(adapter.setup(test.ctx))
    const wallet = setupWallet({ name: 'Slow Wallet' })
    const connecting = adapter.connect({ connectorId: 'wallet-standard:Slow Wallet', network })
    setTimeout(() => cleanups.push(wallet.register()), 100)
    expect((await connecting).accounts).toHaveLength(1)
  })

  it('a rejected connect is UserRejectedRequestError', async () => {
    const { adapter, network, wallet, connectorId } = start()
    wallet.control.rejectNext()
    await expect(adapter.connect({ connectorId, network })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
  })

  it('reports change events: a new first account, empty accounts, changed features', async () => {
    const { adapter, network, test, wallet, connectorId } = start()
    const chain = inject('solanaChain')
    await adapter.connect({ connectorId, network })
    wallet.control.switchAccount(1)
    expect(test.events.at(-1)).toEqual({
      type: 'accountsChanged',
      connectorId,
      accounts: [{ address: chain.accounts[2]!.address, type: 'eoa' }],
    })
    expect(adapter.signMessage).toBeTypeOf('function')
    wallet.control.dropFeature('solana:signMessage')
    // Capabilities are recomputed from the wallet's features, and readers are told.
    expect(adapter.signMessage).toBeUndefined()
    expect(adapter.transfer).toBeDefined()
    expect(test.events.at(-1)).toMatchObject({ type: 'accountsChanged', connectorId })
    wallet.control.disconnect()
    expect(test.events.at(-1)).toEqual({ type: 'disconnect', connectorId })
  })

  it('unregistering a connected wallet is a disconnect', async () => {
    const { adapter, network, test, connectorId } = start()
    await adapter.connect({ connectorId, network })
    cleanups.pop()?.() // the adapter
    const again = start({ name: 'Gone Wallet' })
    await again.adapter.connect({ connectorId: again.connectorId, network })
    cleanups.splice(cleanups.length - 2, 1)[0]!() // the wallet's unregister
    expect(again.test.events.at(-1)).toEqual({ type: 'disconnect', connectorId: again.connectorId })
    expect(test.events.some((e) => e.type === 'disconnect')).toBe(false)
  })

  it('disconnects a wallet without standard:disconnect', async () => {
    const { adapter, network, wallet, connectorId } = start()
    await adapter.connect({ connectorId, network })
    wallet.control.dropFeature('standard:disconnect')
    await adapter.disconnect({ connectorId })
    wallet.control.switchAccount(1)
    expect(wallet.control.requests().some((r) => r.method === 'disconnect')).toBe(false)
  })
})

describe('balances', () => {
  it('reads the SOL balance through the network RPC', async () => {
    const { adapter, network } = start()
    const balance = await adapter.getBalance({
      address: Keypair.generate().publicKey.toBase58(),
      network,
    })
    expect(balance).toEqual({ value: '0', symbol: 'SOL' })
    const funded = await adapter.getBalance({
      address: inject('solanaChain').accounts[3]!.address,
      network,
    })
    expect(Number(funded.value)).toBeGreaterThan(999)
  })

  it('rejects with a typed error when the RPC is down (core then shows 0.00 and one toast)', async () => {
    const { adapter, network } = start()
    await setFaults({ rpcDown: true })
    await expect(
      adapter.getBalance({ address: inject('solanaChain').accounts[1]!.address, network }),
    ).rejects.toThrow('Solana RPC answered HTTP 503 (getBalance)')
  })
})

describe('signing', () => {
  it('signs a message: a base58 ed25519 signature by the account', async () => {
    const { adapter, network, connectorId } = start()
    const { accounts } = await adapter.connect({ connectorId, network })
    const address = accounts[0]!.address
    const signature = await adapter.signMessage!({ connectorId, address, message: 'Hello Gangway' })
    expect(bs58.decode(signature)).toHaveLength(64)
    expect(
      ed25519.verify(
        bs58.decode(signature),
        new TextEncoder().encode('Hello Gangway'),
        new PublicKey(address).toBytes(),
      ),
    ).toBe(true)
  })

  it('a wallet rejection of signMessage stays a rejection', async () => {
    const { adapter, network, wallet, connectorId } = start()
    const { accounts } = await adapter.connect({ connectorId, network })
    wallet.control.rejectNext()
    await expect(
      adapter.signMessage!({ connectorId, address: accounts[0]!.address, message: 'no' }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
  })

  it("the host's provider gates solana_sign* behind approval and refuses unknown methods", async () => {
    let allow = false
    const { adapter, network, test, wallet, connectorId } = start({ approve: () => allow })
    const { accounts } = await adapter.connect({ connectorId, network })
    const provider = adapter.getProvider({ connectorId }) as {
      request(a: { method: string; params?: unknown }): Promise<unknown>
    }
    expect(await provider.request({ method: 'solana_getAccounts' })).toEqual([
      { pubkey: accounts[0]!.address },
    ])
    const message = bs58.encode(new TextEncoder().encode('gated'))
    await expect(
      provider.request({ method: 'solana_signMessage', params: { message } }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(wallet.control.requests().some((r) => r.method === 'signMessage')).toBe(false)
    allow = true
    const { signature } = (await provider.request({
      method: 'solana_signMessage',
      params: { message, pubkey: accounts[0]!.address },
    })) as { signature: string }
    expect(bs58.decode(signature)).toHaveLength(64)
    expect(test.approvals.map((a) => a.method)).toEqual([
      'solana_signMessage',
      'solana_signMessage',
    ])
    expect(test.settled.at(-1)).toMatchObject({ ok: true })
    await expect(provider.request({ method: 'solana_signIn' })).rejects.toBeInstanceOf(
      RpcMethodNotAllowedError,
    )
    expect(test.refused).toEqual(['solana_signIn'])
  })

  it('solana_signTransaction answers the signature and the signed transaction', async () => {
    const { adapter, network, connectorId } = start()
    const { accounts } = await adapter.connect({ connectorId, network })
    const payer = new PublicKey(accounts[0]!.address)
    const tx = selfTransferV0(payer)
    const provider = adapter.getProvider({ connectorId }) as {
      request(a: {
        method: string
        params?: unknown
      }): Promise<{ signature: string; transaction: string }>
    }
    const result = await provider.request({
      method: 'solana_signTransaction',
      params: { transaction: Buffer.from(tx.serialize()).toString('base64') },
    })
    const signed = VersionedTransaction.deserialize(Buffer.from(result.transaction, 'base64'))
    expect(bs58.encode(signed.signatures[0]!)).toBe(result.signature)
  })
})

describe('what the visitor approved is what gets signed', () => {
  /** A legacy 1-lamport transfer to self with the chain's latest blockhash. */
  async function selfTransfer(network: ReturnType<typeof localNetwork>, address: string) {
    const response = await fetch(network.rpcUrls.default.http[0]!, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getLatestBlockhash', params: [] }),
    })
    const { result } = (await response.json()) as { result: { value: { blockhash: string } } }
    const payer = new PublicKey(address)
    return new VersionedTransaction(
      new TransactionMessage({
        payerKey: payer,
        recentBlockhash: result.value.blockhash,
        instructions: [SystemProgram.transfer({ fromPubkey: payer, toPubkey: payer, lamports: 1 })],
      }).compileToLegacyMessage(),
    ).serialize()
  }
  const verifies = (signature: Uint8Array, bytes: Uint8Array, address: string) =>
    ed25519.verify(signature, bytes.subarray(65), new PublicKey(address).toBytes())

  it('sendTransaction signs the copy the approval showed, not the caller bytes changed meanwhile', async () => {
    let transaction: Uint8Array = new Uint8Array()
    const { adapter, network, test, connectorId } = start({
      approve: () => {
        transaction[transaction.length - 1] = 0x7f // the lamports' high byte: 2^62 more
        return true
      },
    })
    const { accounts } = await adapter.connect({ connectorId, network })
    const address = accounts[0]!.address
    transaction = await selfTransfer(network, address)
    const original = transaction.slice()
    const { id } = await adapter.sendTransaction({
      connectorId,
      address,
      network,
      request: { transaction },
    })
    expect(test.approvals.at(-1)!.params).toEqual({
      transaction: Buffer.from(original).toString('base64'),
    })
    expect(verifies(bs58.decode(id), original, address)).toBe(true)
  })

  it('the provider shows and signs its parsed copy, not the caller object changed meanwhile', async () => {
    const asked = { transaction: '' }
    let other = ''
    const { adapter, network, test, connectorId } = start({
      approve: () => {
        asked.transaction = other
        return true
      },
    })
    const { accounts } = await adapter.connect({ connectorId, network })
    const address = accounts[0]!.address
    const original = await selfTransfer(network, address)
    asked.transaction = Buffer.from(original).toString('base64')
    const changed = original.slice()
    changed[changed.length - 1] = 0x7f
    other = Buffer.from(changed).toString('base64')
    const provider = adapter.getProvider({ connectorId }) as {
      request(a: { method: string; params?: unknown }): Promise<{ signature: string }>
    }
    const { signature } = await provider.request({
      method: 'solana_signTransaction',
      params: asked,
    })
    expect(test.approvals.at(-1)!.params).toEqual({
      transaction: Buffer.from(original).toString('base64'),
    })
    expect(verifies(bs58.decode(signature), original, address)).toBe(true)
  })
})

describe('sending', () => {
  it('sends 0.25 SOL: the fee from getFeeForMessage, the balance read on the local chain', async () => {
    const { adapter, network, test, wallet, connectorId } = start()
    const { accounts } = await adapter.connect({ connectorId, network })
    const from = accounts[0]!.address
    const to = Keypair.generate().publicKey.toBase58()
    const params = { connectorId, from, network, to, amount: '0.25' }
    const estimate = await adapter.transfer!.estimate(params)
    expect(estimate.fee).toEqual({ value: '0.000005', symbol: 'SOL' })
    const { id } = await adapter.transfer!.send(params)
    expect(bs58.decode(id)).toHaveLength(64)
    expect(await adapter.getBalance({ address: to, network })).toEqual({
      value: '0.25',
      symbol: 'SOL',
    })
    expect(test.approvals.at(-1)).toMatchObject({ method: 'solana_signAndSendTransaction' })
    expect(wallet.control.requests().at(-1)).toMatchObject({
      method: 'signAndSendTransaction',
      chain: 'solana:localnet',
      signature: id,
    })
  })

  it("refuses a bad amount or receiver with the spec's Solana text", async () => {
    const { adapter, network, connectorId } = start()
    const { accounts } = await adapter.connect({ connectorId, network })
    const from = accounts[0]!.address
    for (const [to, amount] of [
      ['', '1'],
      ['not-an-address', '1'],
      [Keypair.generate().publicKey.toBase58(), ''],
      [Keypair.generate().publicKey.toBase58(), '0'],
    ])
      await expect(
        adapter.transfer!.send({ connectorId, from, network, to: to!, amount: amount! }),
      ).rejects.toThrow(new SolanaInvalidTransferError().message)
    expect(new SolanaInvalidTransferError().shortMessage).toBe(
      'Please enter a valid amount and receiver address',
    )
  })

  it('maps "insufficient lamports" in the logs to the not-enough-SOL error', async () => {
    const { adapter, network, connectorId } = start()
    const { accounts } = await adapter.connect({ connectorId, network })
    const error = await adapter
      .transfer!.send({
        connectorId,
        from: accounts[0]!.address,
        network,
        to: Keypair.generate().publicKey.toBase58(),
        amount: '5000',
      })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SolanaInsufficientFundsError)
  })

  it("anything else is 'Failed to send transaction. Please try again.'", async () => {
    const { adapter, network, connectorId } = start()
    const { accounts } = await adapter.connect({ connectorId, network })
    const params = tenthTo(connectorId, accounts[0]!.address, network)
    await setFaults({ expiredBlockhash: true })
    const error = (await adapter.transfer!.send(params).catch((e: unknown) => e)) as SolanaSendError
    expect(error).toBeInstanceOf(SolanaSendError)
    expect(error.shortMessage).toBe('Failed to send transaction. Please try again.')
    await setFaults({ expiredBlockhash: false, rpcDown: true })
    await expect(adapter.transfer!.send(params)).rejects.toBeInstanceOf(SolanaSendError)
  })

  it('a send that never confirms ends within the bound', async () => {
    const { adapter, network, connectorId } = start()
    const { accounts } = await adapter.connect({ connectorId, network })
    await setFaults({ neverConfirm: true })
    const started = Date.now()
    await expect(
      adapter.transfer!.send({
        connectorId,
        from: accounts[0]!.address,
        network,
        to: Keypair.generate().publicKey.toBase58(),
        amount: '0.1',
      }),
    ).rejects.toBeInstanceOf(SolanaConfirmationTimeoutError)
    expect(Date.now() - started).toBeLessThan(5000)
  })

  it('a rejection in the approval or in the wallet is UserRejectedRequestError', async () => {
    const { adapter, network, wallet, connectorId } = start()
    const { accounts } = await adapter.connect({ connectorId, network })
    const params = tenthTo(connectorId, accounts[0]!.address, network)
    wallet.control.rejectNext()
    await expect(adapter.transfer!.send(params)).rejects.toBeInstanceOf(UserRejectedRequestError)
  })

  it('refuses a v0 transaction for a wallet that signs only legacy ones, and sends legacy to it', async () => {
    const { adapter, network, wallet, connectorId } = start({ versioned: false })
    const { accounts } = await adapter.connect({ connectorId, network })
    const payer = new PublicKey(accounts[0]!.address)
    const v0 = selfTransferV0(payer)
    await expect(
      adapter.sendTransaction({
        connectorId,
        address: payer.toBase58(),
        network,
        request: { transaction: v0.serialize() },
      }),
    ).rejects.toThrow(new SolanaUnsupportedTransactionVersionError(wallet.wallet.name).shortMessage)
    // The transfer builds a legacy transaction for it.
    await adapter.transfer!.send({
      connectorId,
      from: payer.toBase58(),
      network,
      to: Keypair.generate().publicKey.toBase58(),
      amount: '0.01',
    })
    await tick()
  })
})

// Last: litesvm's linux-gnu binding may abort the chain's process some time after running the
// SPL token program (LiteSVM/litesvm#171); the chain runs in a process of its own.
describe('SPL', () => {
  it('sends an SPL token, creating the receiver token account', async () => {
    const { adapter, network, connectorId } = start()
    const chain = inject('solanaChain')
    const { accounts } = await adapter.connect({ connectorId, network })
    const to = Keypair.generate().publicKey
    const asset = { address: chain.token.mint, decimals: chain.token.decimals }
    const params = {
      connectorId,
      from: accounts[0]!.address,
      network,
      to: to.toBase58(),
      amount: '12.5',
      asset,
    }
    const estimate = await adapter.transfer!.estimate(params)
    // The fee plus the new token account's rent (2 039 280 lamports for 165 bytes).
    expect(estimate.fee.value).toBe('0.00204428')
    await adapter.transfer!.send(params)
    const [ata] = PublicKey.findProgramAddressSync(
      [
        to.toBuffer(),
        new PublicKey('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA').toBuffer(),
        new PublicKey(asset.address).toBuffer(),
      ],
      new PublicKey('ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'),
    )
    const balance = await fetch(chain.rpcUrl, {
      method: 'POST',
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'getTokenAccountBalance',
        params: [ata.toBase58()],
      }),
    }).then((r) => r.json())
    expect(balance.result.value.uiAmountString).toBe('12.5')
  })
})

it('spec §3 "Default account types: solana eoa": the adapter declares it, core applies it', () => {
  expect(createSolanaAdapter().defaultAccountType).toBe('eoa')
})

describe('solanaAdapter checks its options when called', () => {
  /** The issue lines of the ConfigError `solanaAdapter(options)` throws. */
  function issuesOf(options: unknown): string[] {
    try {
      solanaAdapter(options as SolanaAdapterOptions)
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError)
      return (error as ConfigError).issues
    }
    throw new Error('solanaAdapter did not throw')
  }

  it('rpcUrls keyed by CAIP-2 id; the confirmation bound in ms; typos', () => {
    expect(
      issuesOf({
        rpcUrls: { mainnet: ['https://api.mainnet-beta.solana.com'] },
        confirmTimeoutMs: '25s',
        confirmTimeout: 1000,
      }),
    ).toEqual([
      'solanaAdapter: rpcUrls.mainnet: Invalid input: expected a CAIP-2 network id such as "eip155:1", received "mainnet"',
      'solanaAdapter: confirmTimeoutMs: Expected number received "25s"',
      'solanaAdapter: confirmTimeout: Unknown key. Did you mean "confirmTimeoutMs"?',
    ])
    expect(issuesOf({ confirmTimeoutMs: 0 })).toEqual([
      'solanaAdapter: confirmTimeoutMs: Expected a positive number of ms received 0',
    ])
  })

  it('accepts good options', () => {
    const rpcUrls = { 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': ['https://rpc.example'] }
    expect(solanaAdapter({ rpcUrls, confirmTimeoutMs: 3000 }).namespace).toBe('solana')
  })
})
