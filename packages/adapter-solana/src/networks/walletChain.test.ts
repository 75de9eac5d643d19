import { createEngine, defineNetwork, destroy, start } from '@gangway/core'
import { solana, solanaDevnet, solanaTestnet } from '@gangway/core/networks'
import { describe, expect, it } from 'vitest'
import { toCommitment } from '../actions/commitment.js'
import { transactionVersion } from '../actions/transactionBytes.js'
import { classifySolanaMethod } from '../rpc/classifySolanaMethod.js'
import { solanaAdapter } from '../solanaAdapter.js'
import { findSolanaNetwork, normalizeSolanaChainId, toSolanaWalletChain } from './walletChain.js'

const local = defineNetwork({
  id: 'GangwayLocal1111111111111111111',
  caipNetworkId: 'solana:GangwayLocal1111111111111111111',
  chainNamespace: 'solana',
  name: 'Solana Local',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'], webSocket: ['ws://127.0.0.1:8900'] } },
  testnet: true,
})

describe('Solana networks', () => {
  it('CAIP-2 ids are the first 32 characters of the base58 genesis hash', () => {
    // Mainnet-beta's genesis hash, devnet's, testnet's.
    expect(solana.caipNetworkId).toBe(
      `solana:${'5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d'.slice(0, 32)}`,
    )
    expect(solanaDevnet.caipNetworkId).toBe(
      `solana:${'EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG'.slice(0, 32)}`,
    )
    expect(solanaTestnet.caipNetworkId).toBe(
      `solana:${'4uhcVJyU9pJkvQyS88uRDiswHXSCkY3zQawwpjk2NsNY'.slice(0, 32)}`,
    )
  })

  it('maps networks to the chains Wallet Standard wallets know; a local RPC is solana:localnet', () => {
    expect(toSolanaWalletChain(solana)).toBe('solana:mainnet')
    expect(toSolanaWalletChain(solanaDevnet)).toBe('solana:devnet')
    expect(toSolanaWalletChain(solanaTestnet)).toBe('solana:testnet')
    expect(toSolanaWalletChain(local)).toBe('solana:localnet')
    const remote = { ...local, rpcUrls: { default: { http: ['https://rpc.example.org'] } } }
    expect(toSolanaWalletChain(remote)).toBe(local.caipNetworkId)
  })

  it('accepts the older WalletConnect ids on input', () => {
    expect(normalizeSolanaChainId('solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ')).toBe(
      solana.caipNetworkId,
    )
    expect(normalizeSolanaChainId('solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K')).toBe(
      solanaDevnet.caipNetworkId,
    )
    expect(
      findSolanaNetwork([solana, solanaDevnet], 'solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K'),
    ).toBe(solanaDevnet)
    expect(normalizeSolanaChainId('eip155:1')).toBe('eip155:1')
  })

  it("a custom Solana network passes core's config schema (never 'Invalid chain id')", async () => {
    const engine = createEngine({
      projectId: 'p',
      networks: [local, solanaDevnet],
      adapters: [solanaAdapter()],
    })
    await start(engine)
    expect(engine.$activeNetwork.get()?.caipNetworkId).toBe(local.caipNetworkId)
    destroy(engine)
  })
})

describe('spec §5 preflight commitments', () => {
  it('takes every value the spec names; legacy names map to the current ones', () => {
    expect(
      [
        'processed',
        'confirmed',
        'finalized',
        'recent',
        'single',
        'singleGossip',
        'root',
        'max',
      ].map((c) => toCommitment(c as never)),
    ).toEqual([
      'processed',
      'confirmed',
      'finalized',
      'processed',
      'confirmed',
      'confirmed',
      'finalized',
      'finalized',
    ])
    expect(toCommitment(undefined)).toBeUndefined()
    expect(() => toCommitment('fast' as never)).toThrow('Invalid preflight commitment: fast')
  })
})

describe('spec §6 method classes', () => {
  it('solana_sign* are unsafe, reads safe, the rest refused', () => {
    expect(classifySolanaMethod('solana_signMessage')).toBe('unsafe')
    expect(classifySolanaMethod('solana_signTransaction')).toBe('unsafe')
    expect(classifySolanaMethod('solana_signAndSendTransaction')).toBe('unsafe')
    expect(classifySolanaMethod('solana_signAllTransactions')).toBe('unsafe')
    expect(classifySolanaMethod('solana_getAccounts')).toBe('safe')
    expect(classifySolanaMethod('eth_sendTransaction')).toBe('refused')
  })
})

describe('transaction bytes', () => {
  it('reads the version without web3.js', () => {
    const legacy = Uint8Array.from([1, ...new Array(64).fill(0), 1, 0, 1])
    const v0 = Uint8Array.from([1, ...new Array(64).fill(0), 0x80, 1, 0, 1])
    expect(transactionVersion(legacy)).toBe('legacy')
    expect(transactionVersion(v0)).toBe(0)
    expect(() => transactionVersion(Uint8Array.from([2, 0]))).toThrow('Truncated transaction')
  })
})
