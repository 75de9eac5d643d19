// @vitest-environment node
// The solana namespace over WalletConnect, end to end in Node: real sign-client (the engine's
// `walletConnect()`), the devstack's local relay, its remote wallet with a real ed25519 key, and
// the local litesvm chain the wallet sends to.

import { getProvider, UserRejectedRequestError } from '@gangway/core'
import type { Engine } from '@gangway/core/internal'
import {
  createSolanaRemoteSigner,
  type RemoteWallet,
  type SolanaRemoteSigner,
  type StartRelayReturnType,
  startRelay,
} from '@gangway/devstack'
import {
  approveNext,
  connectRemote,
  createFamilyRemoteWallet,
  startRemoteEngine,
} from '@gangway/testkit'
import { walletConnect } from '@gangway/walletconnect'
import { ed25519 } from '@noble/curves/ed25519'
import {
  Keypair,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import bs58 from 'bs58'
import { afterAll, beforeAll, describe, expect, inject, it, onTestFinished, vi } from 'vitest'
import { localNetwork } from '../../test/setupWallet.js'
import { solanaAdapter } from '../solanaAdapter.js'
import { solanaSupport } from './solanaSupport.js'

let relay: StartRelayReturnType
let wallet: RemoteWallet
let signer: SolanaRemoteSigner

beforeAll(async () => {
  const chain = inject('solanaChain')
  relay = await startRelay()
  signer = createSolanaRemoteSigner({
    secretKey: chain.accounts[3]!.secretKey,
    rpcUrl: chain.rpcUrl,
    chains: [chain.caipNetworkId],
  })
  wallet = await createFamilyRemoteWallet(relay.url, {
    solana: { ...signer, events: solanaSupport.events },
  })
})

afterAll(async () => {
  await wallet?.stop()
  await relay?.stop()
})

/** A started engine with only the Solana adapter and `walletConnect()` on the local relay. */
const setupEngine = () =>
  startRemoteEngine({
    networks: [localNetwork()],
    adapters: [solanaAdapter()],
    walletConnect,
    relayUrl: relay.url,
    wallet,
  })

type Provider = { request(args: { method: string; params?: unknown }): Promise<unknown> }

/** A request through the host's gated provider, approved in ApproveTransaction. */
async function approved(engine: Engine, method: string, params: unknown) {
  const provider = getProvider(engine, 'solana') as Provider
  const answer = provider.request({ method, params })
  await approveNext(engine)
  return answer
}

const rpc = async <T>(method: string, params: unknown[]) => {
  const response = await fetch(inject('solanaChain').rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return ((await response.json()) as { result: T }).result
}

/** A 0.001 SOL transfer from the remote wallet's account, unsigned, serialized. */
async function transfer(to: PublicKey, version: 'legacy' | 0 = 'legacy') {
  const from = new PublicKey(signer.address)
  const { value } = await rpc<{ value: { blockhash: string } }>('getLatestBlockhash', [])
  const instruction = SystemProgram.transfer({
    fromPubkey: from,
    toPubkey: to,
    lamports: 1_000_000,
  })
  if (version === 0)
    return new VersionedTransaction(
      new TransactionMessage({
        payerKey: from,
        recentBlockhash: value.blockhash,
        instructions: [instruction],
      }).compileToV0Message(),
    ).serialize()
  const tx = new Transaction({ feePayer: from, recentBlockhash: value.blockhash }).add(instruction)
  return tx.serialize({ requireAllSignatures: false, verifySignatures: false })
}

const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64')

describe('the WalletConnect solana namespace', () => {
  it('proposes the configured Solana network with the namespace’s methods and events; the account connects with its SOL balance', async () => {
    const engine = setupEngine()
    await connectRemote(engine, wallet)
    const proposal = wallet.proposals.at(-1)!
    expect(proposal.requestedChains).toEqual([inject('solanaChain').caipNetworkId])
    const session = wallet.sessions().at(-1)!
    expect(Object.keys(session.namespaces)).toEqual(['solana'])
    expect(session.namespaces.solana?.events).toEqual(['accountsChanged', 'chainChanged'])

    const account = engine.$accounts.get().solana
    expect(account).toMatchObject({
      status: 'connected',
      address: signer.address,
      caipAddress: `${inject('solanaChain').caipNetworkId}:${signer.address}`,
      connectedWalletInfo: { name: 'Gangway Remote Wallet' },
    })
    expect(engine.$connections.get().solana?.connectorId).toBe('walletConnect')
    await vi.waitFor(() =>
      expect(Number(engine.$accounts.get().solana?.balance)).toBeGreaterThan(1),
    )
  })

  it('solana_signMessage: the approval, then a base58 ed25519 signature by the wallet’s key', async () => {
    const engine = setupEngine()
    await connectRemote(engine, wallet)
    const message = new TextEncoder().encode('Gangway over WalletConnect')
    const answer = (await approved(engine, 'solana_signMessage', {
      message: bs58.encode(message),
    })) as { signature: string }
    expect(
      ed25519.verify(bs58.decode(answer.signature), message, bs58.decode(signer.address)),
    ).toBe(true)
    expect(wallet.requests.at(-1)).toMatchObject({
      method: 'solana_signMessage',
      chainId: inject('solanaChain').caipNetworkId,
      status: 'approved',
    })
  })

  it.each([
    ['signature', 'legacy'],
    ['transaction', 'legacy'],
    ['both', 0],
  ] as const)(
    'solana_signTransaction answered with { %s } (%s): the signed transaction verifies',
    async (shape, version) => {
      const engine = setupEngine()
      await connectRemote(engine, wallet)
      signer.signTransactionResult = shape
      onTestFinished(() => {
        signer.signTransactionResult = 'transaction'
      })
      const unsigned = await transfer(Keypair.generate().publicKey, version)
      const answer = (await approved(engine, 'solana_signTransaction', {
        transaction: base64(unsigned),
      })) as { signature: string; transaction: string }
      const signed = VersionedTransaction.deserialize(Buffer.from(answer.transaction, 'base64'))
      expect(bs58.encode(signed.signatures[0]!)).toBe(answer.signature)
      expect(
        ed25519.verify(
          signed.signatures[0]!,
          signed.message.serialize(),
          bs58.decode(signer.address),
        ),
      ).toBe(true)
      expect(signed.version).toBe(version)
    },
  )

  it('solana_signAndSendTransaction: the wallet sends to the local chain; the SOL arrives', async () => {
    const engine = setupEngine()
    await connectRemote(engine, wallet)
    const to = Keypair.generate().publicKey
    const answer = (await approved(engine, 'solana_signAndSendTransaction', {
      transaction: base64(await transfer(to)),
    })) as { signature: string }
    expect(bs58.decode(answer.signature)).toHaveLength(64)
    await vi.waitFor(async () =>
      expect((await rpc<{ value: number }>('getBalance', [to.toBase58()])).value).toBe(1_000_000),
    )
  })

  it('a rejection in the remote wallet is a UserRejectedRequestError', async () => {
    const engine = setupEngine()
    await connectRemote(engine, wallet)
    wallet.setMode({ requests: 'reject' })
    onTestFinished(() => wallet.setMode({ requests: 'approve' }))
    await expect(
      approved(engine, 'solana_signMessage', { message: bs58.encode(Uint8Array.of(1, 2, 3)) }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(wallet.requests.at(-1)).toMatchObject({ status: 'rejected' })
  })

  it('the wallet ends the session: the Solana account is disconnected', async () => {
    const engine = setupEngine()
    await connectRemote(engine, wallet)
    await wallet.disconnect()
    await vi.waitFor(() => expect(engine.$accounts.get().solana?.status).toBe('disconnected'))
  })
})
