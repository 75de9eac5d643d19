// Issue 31 item 6, "Send to a name": which address a name resolves to, table-driven with the
// cases that failed before (an address another chain's coin type lists, the service answering
// another name than the one asked). The name service's answers are served over HTTP, in the real
// server's NameAndAddresses shape, to the same code the receiver field runs.
import { type Network, open } from '@gangway/core'
import { loadFeature } from '@gangway/core/internal'
import { base, mainnet } from '@gangway/core/networks'
import { type FixtureAnswer, RECORDED_PROFILE_AT, startFixtureServer } from '@gangway/devstack'
import { METAMASK } from '@gangway/testkit'
import { fakeModal } from '@gangway/testkit/devstackModal'
import { afterAll, describe, expect, it } from 'vitest'
import { sendFeature } from '../sendFeature.js'
import { resolveReceiver } from './actions.js'
import { getSendStore } from './sendStore.js'
import { nameCoinTypes } from './services.js'

const ME = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720'
// Four accounts, one per coin type, so the test sees which entry was read.
const MAINNET_60 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const ON_BASE = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const DEFAULT_EVM = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
const CHAIN_1_EVM = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65'

/** ENSIP-11: an EVM chain's coin type is `0x80000000 | chainId`; ENSIP-19's default is chain 0. */
const coinType = (chainId: number) => String((0x80000000 | chainId) >>> 0)

/** The server's NameAndAddresses (bapi:src/database/types.rs) for `name` with these addresses. */
const profile = (name: string, addresses: Record<string, string>) => ({
  name,
  registered_at: RECORDED_PROFILE_AT,
  updated_at: RECORDED_PROFILE_AT,
  attributes: {},
  addresses: Object.fromEntries(
    Object.entries(addresses).map(([type, address]) => [
      type,
      { address, created_at: RECORDED_PROFILE_AT },
    ]),
  ),
})

let answers: Record<string, FixtureAnswer> = {}
const server = await startFixtureServer((request) => answers[request.path])
afterAll(() => server.close())

/** Connected as ME on `network` (the only one configured), the name service at the fixture. */
async function sendOn(network: Network) {
  const { engine } = await fakeModal({
    projectId: 'send-names',
    networks: [network],
    services: { api: server.url },
    features: { send: sendFeature() },
    wallet: { address: ME, balance: '1', reconnect: 'fail', connectors: [METAMASK] },
  })
  await loadFeature(engine, 'send')
  open(engine, { view: 'WalletSend' })
  return engine
}

/** Types `input` in the receiver field and resolves it now (the debounced lookup). */
async function receiverOf(network: Network, input: string) {
  const engine = await sendOn(network)
  getSendStore(engine).setKey('receiverInput', input)
  await resolveReceiver(engine, input)
  return getSendStore(engine).get().receiver
}

const NOT_FOUND = { status: 'invalid', reason: 'notFound' }

describe('a name resolves by ENSIP-19: the chain’s coin type, then the default EVM one (issue 31 item 6)', () => {
  it.each([
    {
      case: 'Ethereum: coin type 60',
      network: mainnet,
      addresses: { '60': MAINNET_60, [coinType(0)]: DEFAULT_EVM },
      expected: MAINNET_60,
    },
    {
      case: 'Ethereum: no 60, the default EVM address',
      network: mainnet,
      addresses: { [coinType(0)]: DEFAULT_EVM },
      expected: DEFAULT_EVM,
    },
    {
      // Failed before: "the first address listed" was taken, Base's.
      case: 'Ethereum: only Base’s address → not found',
      network: mainnet,
      addresses: { [coinType(8453)]: ON_BASE },
      expected: undefined,
    },
    {
      case: 'Base: its own coin type before 60 and the default',
      network: base,
      addresses: { '60': MAINNET_60, [coinType(0)]: DEFAULT_EVM, [coinType(8453)]: ON_BASE },
      expected: ON_BASE,
    },
    {
      // Failed before: 60 (mainnet) was read on Base.
      case: 'Base: no Base address, the default EVM one, never mainnet’s 60',
      network: base,
      addresses: { '60': MAINNET_60, [coinType(0)]: DEFAULT_EVM },
      expected: DEFAULT_EVM,
    },
    {
      // Failed before: 60 (mainnet) was read on Base. ENSIP-19: mainnet's record is no fallback.
      case: 'Base: only mainnet’s 60 → not found',
      network: base,
      addresses: { '60': MAINNET_60 },
      expected: undefined,
    },
    {
      // Failed before: 60, then the first listed (chain 1's), were read on Base.
      case: 'Base: only chain 1’s EVM coin type → not found',
      network: base,
      addresses: { [coinType(1)]: CHAIN_1_EVM },
      expected: undefined,
    },
  ])('$case', async ({ network, addresses, expected }) => {
    answers = {
      '/v1/profile/account/alice.reown.id': {
        status: 200,
        body: profile('alice.reown.id', addresses),
      },
    }
    const receiver = await receiverOf(network, 'alice.reown.id')
    if (expected === undefined) expect(receiver).toEqual(NOT_FOUND)
    else
      expect(receiver).toMatchObject({ status: 'valid', address: expected, name: 'alice.reown.id' })
  })
})

describe('the name shown is the one asked for (issue 31 item 6)', () => {
  it('an answer for another name is refused: not found (failed before: bob.reown.id was shown)', async () => {
    answers = {
      '/v1/profile/account/alice.reown.id': {
        status: 200,
        body: profile('bob.reown.id', { '60': MAINNET_60 }),
      },
    }
    expect(await receiverOf(mainnet, 'alice.reown.id')).toEqual(NOT_FOUND)
  })

  it('the receiver keeps the name as typed (lowercased, trimmed), not the service’s spelling', async () => {
    answers = {
      '/v1/profile/account/alice.reown.id': {
        status: 200,
        body: profile('alice.reown.id', { '60': MAINNET_60 }),
      },
    }
    expect(await receiverOf(mainnet, '  Alice.Reown.ID ')).toMatchObject({
      status: 'valid',
      name: 'alice.reown.id',
      address: MAINNET_60,
    })
  })
})

describe('nameCoinTypes: the coin types read per family (ENSIP-9, ENSIP-11, ENSIP-19)', () => {
  it.each([
    ['eip155', 1, ['60', coinType(0)]],
    ['eip155', 8453, [coinType(8453), coinType(0)]],
    ['eip155', '10', [coinType(10), coinType(0)]],
    ['eip155', 0, []],
    ['eip155', 'x', []],
    ['solana', '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', ['501']],
    ['bip122', '000000000019d6689c085ae165831e93', ['0']],
    ['toy', 'toynet', []],
  ] as const)('%s %s → %j', (namespace, chainId, expected) => {
    expect(nameCoinTypes(namespace, chainId)).toEqual(expected)
  })
})
