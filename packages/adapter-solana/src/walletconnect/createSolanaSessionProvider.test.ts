import type { RemoteSessionBridge } from '@gangway/core'
import bs58 from 'bs58'
import { describe, expect, it } from 'vitest'
import { toBase64 } from '../actions/base64.js'
import { createSolanaSessionProvider } from './createSolanaSessionProvider.js'

const OLD_DEVNET = 'solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K'
const DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const A = '4x8GpuH6gD19f1AHCzRbDfBsK8opjcByvkzTnTp3zhda'
const B = 'A9q9Zk86beR3BpMSQBaeYGhPDsfgM9Lh9biEYx6mnYEA'

/** A session grant as the WalletConnect client reads it; requests are recorded. */
function bridgeOf(grant: ReturnType<RemoteSessionBridge['granted']>, answer: unknown = {}) {
  const sent: { chainId: string; method: string }[] = []
  const bridge: RemoteSessionBridge = {
    granted: () => grant,
    async request({ chainId, method }) {
      sent.push({ chainId, method })
      return answer
    },
    read: async () => null,
    end: async () => {},
    logger: { debug() {}, info() {}, warn() {}, error() {} } as never,
  }
  return { bridge, sent }
}

describe('createSolanaSessionProvider', () => {
  it('reads a session granted with the older WalletConnect devnet id as devnet, and asks the wallet under its own id', async () => {
    const { bridge, sent } = bridgeOf({
      chains: [MAINNET, OLD_DEVNET],
      methods: ['solana_signMessage', 'solana_signTransaction'],
      accounts: [
        { chainId: MAINNET, address: A },
        { chainId: OLD_DEVNET, address: B },
      ],
    })
    const provider = createSolanaSessionProvider(bridge, DEVNET)
    expect(await provider.request({ method: 'solana_getAccounts' })).toEqual([{ pubkey: B }])
    await provider.request({ method: 'solana_signMessage', params: {} })
    expect(sent).toEqual([{ chainId: OLD_DEVNET, method: 'solana_signMessage' }])

    const wallet = provider.toWallet({ name: 'W', icon: undefined, activeChain: () => MAINNET })
    // The active network wins over the one the provider was made for.
    expect(wallet.accounts()).toEqual([A])
    expect(wallet.chains()).toEqual([MAINNET, DEVNET])
    expect(wallet.features()).toEqual([
      'standard:connect',
      'standard:events',
      'solana:signMessage',
      'solana:signTransaction',
    ])
  })

  /** A legacy transaction's bytes: one empty signature slot, signer A, a blockhash, no instructions. */
  const transaction = (blockhashByte: number) =>
    Uint8Array.from([
      1,
      ...new Uint8Array(64),
      ...[1, 0, 0],
      1,
      ...bs58.decode(A),
      ...new Uint8Array(32).fill(blockhashByte),
      0,
    ])
  const walletAnswering = (answer: unknown) =>
    createSolanaSessionProvider(
      bridgeOf(
        {
          chains: [DEVNET],
          methods: ['solana_signMessage', 'solana_signTransaction'],
          accounts: [{ chainId: DEVNET, address: A }],
        },
        answer,
      ).bridge,
      DEVNET,
    ).toWallet({ name: 'W', icon: undefined, activeChain: () => DEVNET })

  it('refuses a malformed answer and a signed transaction whose message changed', async () => {
    await expect(
      walletAnswering({ signature: 'x' }).signMessage(A, Uint8Array.of(1)),
    ).rejects.toThrow("The wallet's solana_signMessage answer is malformed")
    const other = toBase64(transaction(2))
    await expect(
      walletAnswering({ transaction: other }).signTransaction(A, DEVNET, transaction(1)),
    ).rejects.toThrow("The wallet's solana_signTransaction answer is malformed")
  })

  it('puts a { signature } answer into the signer’s slot', async () => {
    const signature = new Uint8Array(64).fill(7)
    const signed = await walletAnswering({ signature: bs58.encode(signature) }).signTransaction(
      A,
      DEVNET,
      transaction(1),
    )
    expect(signed.slice(1, 65)).toEqual(signature)
    expect(signed.slice(65)).toEqual(transaction(1).slice(65))
  })
})
