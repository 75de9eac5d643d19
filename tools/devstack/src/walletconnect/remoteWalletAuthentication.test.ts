import { formatMessage } from '@walletconnect/utils'
import { verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type StartDevChainReturnType, startDevChain } from '../chain/startDevChain.js'
import { testAccounts } from '../chain/testAccounts.js'
import { createRemoteWallet, type RemoteWallet } from './createRemoteWallet.js'
import { createTestDapp, type TestDapp } from './createTestDapp.js'
import { type StartRelayReturnType, startRelay } from './startRelay.js'
import { watchOutsideConnections } from './watchOutsideConnections.js'

const outside = watchOutsideConnections()
let devChain: StartDevChainReturnType
let relay: StartRelayReturnType
let wallet: RemoteWallet
let dapp: TestDapp
const account3 = testAccounts[3]!.address

beforeAll(async () => {
  ;[devChain, relay] = await Promise.all([
    startDevChain({
      chains: [
        { chainId: 1, name: 'Ethereum', fixtures: 'none' },
        { chainId: 8453, name: 'Base', fixtures: 'none' },
      ],
    }),
    startRelay(),
  ])
  ;[wallet, dapp] = await Promise.all([
    createRemoteWallet({
      relayUrl: relay.url,
      chains: devChain.chains.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })),
      accountIndex: 3,
    }),
    createTestDapp(relay.url),
  ])
})

afterAll(async () => {
  await Promise.all([wallet?.stop(), dapp?.stop()])
  await relay?.stop()
  await devChain?.stop()
  outside.stop()
})

type Cacao = {
  h: { t: string }
  p: Record<string, string> & { iss: string }
  s: { t: string; s: `0x${string}` }
}

/** A proposal with one-click sign-in requests (one per chain, each with its own nonce). */
async function connectWithSignIn(chains: string[]) {
  const { uri, approval } = await dapp.client.connect({
    optionalNamespaces: {
      eip155: { chains, methods: ['personal_sign'], events: ['chainChanged', 'accountsChanged'] },
    },
    authentication: chains.map((chain, i) => ({
      domain: 'app.example',
      uri: 'https://app.example',
      chains: [chain],
      nonce: `n0nce${i}abcdefgh`,
      statement: 'Sign in to the test dapp.',
      ttl: 300,
    })),
  })
  const settled = approval().then(
    (session) => session,
    (error: unknown) => error,
  )
  await wallet.pair(uri!)
  return settled
}

describe('the remote wallet answers one-click sign-in (proposal requests.authentication)', () => {
  it("'sign': one EIP-191 CACAO per requested chain, over WalletConnect's own message text", async () => {
    const session = (await connectWithSignIn(['eip155:1', 'eip155:8453'])) as {
      authentication?: Cacao[]
    }
    const cacaos = session.authentication!
    expect(cacaos.map((c) => c.p.iss)).toEqual([
      `did:pkh:eip155:1:${account3}`,
      `did:pkh:eip155:8453:${account3}`,
    ])
    for (const [i, cacao] of cacaos.entries()) {
      expect(cacao).toMatchObject({
        h: { t: 'caip122' },
        p: { domain: 'app.example', aud: 'https://app.example', nonce: `n0nce${i}abcdefgh` },
        s: { t: 'eip191' },
      })
      const message = formatMessage(cacao.p as never, cacao.p.iss)
      expect(message).toContain(`Chain ID: ${cacao.p.iss.split(':')[3]}`)
      expect(await verifyMessage({ address: account3, message, signature: cacao.s.s })).toBe(true)
    }
    const proposal = wallet.proposals.at(-1)!
    expect(proposal.authentication).toHaveLength(2)
    expect(proposal.cacaos).toEqual(cacaos)
  })

  it("'unsupported': the session comes without CACAOs (the dapp falls back)", async () => {
    wallet.setMode({ authentication: 'unsupported' })
    try {
      const session = (await connectWithSignIn(['eip155:1'])) as { authentication?: unknown }
      expect(session).toHaveProperty('topic')
      expect(session.authentication).toBeUndefined()
    } finally {
      wallet.setMode({ authentication: 'sign' })
    }
  })

  it("'reject': the proposal is declined with USER_REJECTED", async () => {
    wallet.setMode({ authentication: 'reject' })
    try {
      expect(await connectWithSignIn(['eip155:1'])).toMatchObject({ code: 5000 })
      expect(wallet.proposals.at(-1)!.status).toBe('rejected')
    } finally {
      wallet.setMode({ authentication: 'sign' })
    }
  })

  it("'tamper': the CACAO's signature does not verify", async () => {
    wallet.setMode({ authentication: 'tamper' })
    try {
      const session = (await connectWithSignIn(['eip155:1'])) as { authentication: Cacao[] }
      const [cacao] = session.authentication
      const message = formatMessage(cacao!.p as never, cacao!.p.iss)
      expect(await verifyMessage({ address: account3, message, signature: cacao!.s.s })).toBe(false)
    } finally {
      wallet.setMode({ authentication: 'sign' })
    }
  })

  it('a proposal without sign-in requests gets a plain session', async () => {
    const { uri, approval } = await dapp.client.connect({
      optionalNamespaces: { eip155: { chains: ['eip155:1'], methods: [], events: [] } },
    })
    const settled = approval()
    await wallet.pair(uri!)
    expect((await settled).authentication).toBeUndefined()
    expect(wallet.proposals.at(-1)!.authentication).toBeUndefined()
  })

  it('sent nothing outside 127.0.0.1', () => {
    expect(outside.hosts).toEqual([])
  })
})
