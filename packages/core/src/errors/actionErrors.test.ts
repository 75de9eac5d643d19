import { describe, expect, it } from 'vitest'
import { connect } from '../connection/connect.js'
import { disconnect } from '../connection/disconnect.js'
import { switchNetwork } from '../connection/switchNetwork.js'
import { fakeAdapter, makeEngine } from '../engine/_test/fixtures.js'
import { destroy } from '../engine/destroy.js'
import { start } from '../engine/start.js'
import { open } from '../modal/open.js'
import { sepolia } from '../networks/index.js'
import { getProvider } from '../ui/getProvider.js'
import { loadWalletConnect } from '../walletconnect/loadWalletConnect.js'
import type {
  ConnectErrorType,
  CreateEngineErrorType,
  DisconnectErrorType,
  GetProviderErrorType,
  LoadWalletConnectErrorType,
  OpenErrorType,
  StartErrorType,
  SwitchNetworkErrorType,
} from './actionErrors.js'
import { BaseError } from './base.js'

/** The names a union spells out (a wallet's own `BaseError`, named by its package, left out). */
type Known<U> = U extends { name: infer N extends string } ? (string extends N ? never : N) : never

/** The error a call throws or rejects with (the test fails if it does not). */
async function thrown(run: () => unknown): Promise<BaseError> {
  try {
    await run()
  } catch (error) {
    expect(error).toBeInstanceOf(BaseError)
    return error as BaseError
  }
  throw new Error('expected a throw')
}

function setup() {
  const fake = fakeAdapter()
  const engine = makeEngine({ adapters: [fake.adapter] })
  start(engine)
  return { engine, fake }
}

// Each case: a documented failure of a host action, and the name its `XErrorType` union gives
// it. The literal annotation fails to compile when the union stops naming the error.
describe('each host action throws what its XErrorType union names', () => {
  it('createEngine: ConfigError', async () => {
    // An empty list, as a host's untyped config could pass it.
    const error = await thrown(() => makeEngine({ networks: [] as never }))
    const name: Known<CreateEngineErrorType> = 'ConfigError'
    expect(error.name).toBe(name)
  })

  it('start, open, getProvider after destroy: EngineDestroyedError', async () => {
    const { engine } = setup()
    destroy(engine)
    const names: [Known<StartErrorType>, Known<OpenErrorType>, Known<GetProviderErrorType>] = [
      'EngineDestroyedError',
      'EngineDestroyedError',
      'EngineDestroyedError',
    ]
    expect((await thrown(() => start(engine))).name).toBe(names[0])
    expect((await thrown(() => open(engine))).name).toBe(names[1])
    expect((await thrown(() => getProvider(engine, 'eip155'))).name).toBe(names[2])
  })

  it('open and getProvider on a namespace with no adapter: NamespaceNotConfiguredError', async () => {
    const { engine } = setup()
    const names: [Known<OpenErrorType>, Known<GetProviderErrorType>] = [
      'NamespaceNotConfiguredError',
      'NamespaceNotConfiguredError',
    ]
    expect((await thrown(() => open(engine, { namespace: 'bip122' }))).name).toBe(names[0])
    expect((await thrown(() => getProvider(engine, 'bip122'))).name).toBe(names[1])
  })

  it('connect: AlreadyConnectedError, UserRejectedRequestError, a wallet failure', async () => {
    const { engine, fake } = setup()
    fake.instance.connect.mockRejectedValueOnce(Object.assign(new Error('no'), { code: 4001 }))
    const rejected: Known<ConnectErrorType> = 'UserRejectedRequestError'
    expect((await thrown(() => connect(engine, { connectorId: 'io.metamask' }))).name).toBe(
      rejected,
    )
    // Anything else a wallet throws: spec §8's 'Something went wrong', the cause kept.
    fake.instance.connect.mockRejectedValueOnce(new Error('wallet crashed'))
    const failed = (await thrown(() =>
      connect(engine, { connectorId: 'io.metamask' }),
    )) as ConnectErrorType
    expect(failed.shortMessage).toBe('Something went wrong')
    await connect(engine, { connectorId: 'io.metamask' })
    const already: Known<ConnectErrorType> = 'AlreadyConnectedError'
    expect((await thrown(() => connect(engine, { connectorId: 'io.metamask' }))).name).toBe(already)
  })

  it('disconnect: DisconnectError, the wallet failure as its cause', async () => {
    const { engine, fake } = setup()
    await connect(engine, { connectorId: 'io.metamask' })
    const cause = new Error('wallet crashed')
    fake.instance.disconnect.mockRejectedValueOnce(cause)
    const error = (await thrown(() => disconnect(engine))) as DisconnectErrorType
    const name: Known<DisconnectErrorType> = 'DisconnectError'
    expect(error.name).toBe(name)
    expect(error.cause).toBe(cause)
  })

  it('switchNetwork to a network not configured: ChainNotSupportedError', async () => {
    const { engine } = setup()
    const name: Known<SwitchNetworkErrorType> = 'ChainNotSupportedError'
    expect((await thrown(() => switchNetwork(engine, sepolia))).name).toBe(name)
  })

  it('loadWalletConnect without walletConnect in the config: FeatureLoadError', async () => {
    const { engine } = setup()
    const name: Known<LoadWalletConnectErrorType> = 'FeatureLoadError'
    expect((await thrown(() => loadWalletConnect(engine))).name).toBe(name)
  })
})
