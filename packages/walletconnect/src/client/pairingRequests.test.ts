import type { Feature, PairingRequest } from '@gangway/core'
import type { RemoteWallet, StartRelayReturnType } from '@gangway/devstack'
import { connectRemote } from '@gangway/testkit'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { REMOTE, useRemoteWallet } from '../../test/remoteWallet.js'
import { setupEngine } from '../../test/setupEngine.js'

let relay: StartRelayReturnType
let wallet: RemoteWallet
const outside = useRemoteWallet((started) => ({ relay, wallet } = started))

/**
 * A throwaway feature (no sign-in code): it asks each pairing for one CAIP-122 request and notes
 * what the wallet answered and when, next to what its connect step saw.
 */
function authFeature(build?: () => PairingRequest | undefined) {
  const log: string[] = []
  const answers: unknown[] = []
  let nonce = 0
  function defaultRequest(): PairingRequest {
    nonce++
    return {
      requests: {
        authentication: [
          {
            domain: 'app.example',
            uri: 'https://app.example',
            chains: ['eip155:1'],
            nonce: `nonce000${nonce}`,
          },
        ],
      },
      settle(answer) {
        log.push('settle')
        answers.push(answer)
      },
    }
  }
  const feature: Feature = {
    id: 'auth',
    provides: { pairingRequests: true, connectStep: true },
    load: async () => ({
      register(ctx) {
        ctx.pairingRequests.add(build ?? defaultRequest)
        ctx.connectSteps.add(() => {
          log.push('connect step')
          return undefined
        })
      },
    }),
  }
  return { feature, log, answers }
}

describe('pairing requests (the Feature contract seam walletconnect reads)', () => {
  it("a feature's requests go in the proposal; the answers reach it before the session connects", async () => {
    const { feature, log, answers } = authFeature()
    const { engine } = setupEngine({ relayUrl: relay.url, features: { auth: feature } })
    await connectRemote(engine, wallet)
    expect(wallet.proposals.at(-1)!.authentication).toEqual([
      expect.objectContaining({ domain: 'app.example', chains: ['eip155:1'], nonce: 'nonce0001' }),
    ])
    expect(log).toEqual(['settle', 'connect step'])
    expect(answers).toEqual([
      {
        authentication: [
          expect.objectContaining({
            p: expect.objectContaining({ iss: `did:pkh:eip155:1:${REMOTE}` }),
          }),
        ],
      },
    ])
    expect(engine.$accounts.get().eip155?.status).toBe('connected')
  })

  it('a wallet that does not answer: settle hears no kind, the connection goes on', async () => {
    wallet.setMode({ authentication: 'unsupported' })
    onTestFinished(() => wallet.setMode({ authentication: 'sign' }))
    const { feature, answers } = authFeature()
    const { engine } = setupEngine({ relayUrl: relay.url, features: { auth: feature } })
    await connectRemote(engine, wallet)
    expect(answers).toEqual([{}])
    expect(engine.$accounts.get().eip155?.status).toBe('connected')
  })

  it('a builder that throws or asks nothing leaves the proposal plain', async () => {
    const build = vi.fn(() => {
      throw new Error('no nonce today')
    })
    const { feature } = authFeature(build)
    const { engine } = setupEngine({ relayUrl: relay.url, features: { auth: feature } })
    await connectRemote(engine, wallet)
    expect(build).toHaveBeenCalledOnce()
    expect(wallet.proposals.at(-1)!.authentication).toBeUndefined()
    expect(engine.$accounts.get().eip155?.status).toBe('connected')
  })

  it('a settle that throws is logged; the session still connects', async () => {
    const { feature } = authFeature(() => ({
      requests: {
        authentication: [
          {
            domain: 'a.example',
            uri: 'https://a.example',
            chains: ['eip155:1'],
            nonce: 'abcdefgh1',
          },
        ],
      },
      settle() {
        throw new Error('cannot use it')
      },
    }))
    const { engine } = setupEngine({ relayUrl: relay.url, features: { auth: feature } })
    await connectRemote(engine, wallet)
    expect(engine.$accounts.get().eip155?.status).toBe('connected')
  })

  it('sent nothing outside 127.0.0.1', () => {
    expect(outside.hosts).toEqual([])
  })
})
