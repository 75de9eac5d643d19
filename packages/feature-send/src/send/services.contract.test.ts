// Contract tests: the answers Send reads as the real server (reown-com/blockchain-api) sends them,
// written from its source (each fixture cites the file it follows as `bapi:<path>`) and served
// over HTTP to the same client functions (and so the same schemas) Send uses. A schema change
// that would refuse a real answer fails here.
import { open } from '@gangway/core'
import { loadFeature } from '@gangway/core/internal'
import { solana } from '@gangway/core/networks'
import { type FixtureAnswer, recordedProfiles, startFixtureServer } from '@gangway/devstack'
import { fakeModal } from '@gangway/testkit/devstackModal'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { sendFeature } from '../sendFeature.js'
import {
  loadYourTokens,
  resolveReceiver,
  selectToken,
  setAmount,
  submitSend,
  yourTokens,
} from './actions.js'
import { getSendStore } from './sendStore.js'
import { lookupName } from './services.js'

const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
// NameAndAddresses in its three recorded forms (@gangway/devstack recordedProfiles).
const PROFILES = recordedProfiles(ALICE)
const SOLANA_MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const OWNER = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'
const RECEIVER = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const USDC_MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'
const SOL_ICON =
  'https://cdn.jsdelivr.net/gh/trustwallet/assets@master/blockchains/solana/info/logo.png'

/** `GET /v1/profile/account/{name}?apiVersion=2` → what Send's `lookupName` returns. */
const lookups: { endpoint: string; cite: string; answer: FixtureAnswer; expected: unknown }[] = [
  {
    endpoint: 'found, attributes null',
    // `Option<Json<HashMap>>` serialises an hstore left NULL as `null`.
    cite: 'bapi:src/database/types.rs NameAndAddresses',
    answer: {
      status: 200,
      body: PROFILES.nullAttributes,
    },
    expected: { name: 'alice.reown.id', address: ALICE, avatar: undefined },
  },
  {
    endpoint: 'found, registered without attributes ({}), coin type + 60',
    cite: 'bapi:src/handlers/profile/register.rs, bapi:src/database/helpers.rs hstore_to_json',
    answer: {
      status: 200,
      body: PROFILES.registered,
    },
    expected: { name: 'abcd.reown.id', address: ALICE },
  },
  {
    endpoint: 'found, a bio',
    cite: 'bapi:src/handlers/profile/mod.rs SUPPORTED_ATTRIBUTES',
    answer: {
      status: 200,
      body: PROFILES.withBio,
    },
    expected: { name: 'alice.reown.id', address: ALICE },
  },
  {
    endpoint: 'unknown name with apiVersion=2: 200 []',
    cite: 'bapi:src/handlers/profile/lookup.rs EMPTY_RESPONSE',
    answer: { status: 200, body: [] },
    expected: null,
  },
  {
    endpoint: 'unknown name without apiVersion: 404 NameNotFound',
    cite: 'bapi:src/error.rs NameNotFound',
    answer: {
      status: 404,
      body: {
        status: 'FAILED',
        reasons: [{ field: 'name', description: 'Name is not found in the database: x' }],
      },
    },
    expected: null,
  },
]

// bapi:src/providers/solscan.rs get_balance (BalanceItem of bapi:src/handlers/balance.rs, camelCase):
// each SPL token under its bare mint (`address: Some(item.token_address)`), then native SOL
// under SOLANA_NATIVE_TOKEN_ADDRESS, 9 decimals, quantities as f64 strings, the mainnet chainId.
const SOLSCAN_BALANCES = {
  balances: [
    {
      name: 'USD Coin',
      symbol: 'USDC',
      chainId: SOLANA_MAINNET,
      address: USDC_MINT,
      value: 12.5,
      price: 1,
      quantity: { decimals: '6', numeric: '12.5' },
      iconUrl: 'https://example.org/usdc.png',
    },
    {
      name: 'Solana',
      symbol: 'SOL',
      chainId: SOLANA_MAINNET,
      address: 'So11111111111111111111111111111111111111111',
      value: 225,
      price: 150,
      quantity: { decimals: '9', numeric: '1.5' },
      iconUrl: SOL_ICON,
    },
  ],
}

let answers: Record<string, FixtureAnswer> = {}
const server = await startFixtureServer((request) => answers[request.path])
afterAll(() => server.close())

/** A modal connected to a fake Solana adapter as OWNER, the services at the fixture server. */
async function solanaModal() {
  const { engine, fake } = await fakeModal({
    projectId: 'send-contract',
    networks: [solana],
    services: { api: server.url },
    features: { send: sendFeature() },
    wallet: {
      namespace: 'solana',
      address: OWNER,
      balance: '1.5',
      reconnect: 'fail',
      connectors: [{ id: 'phantom', name: 'Phantom', type: 'ANNOUNCED', chain: 'solana' }],
    },
  })
  const transfer = {
    estimate: vi.fn(async () => ({ fee: { value: '0.000005', symbol: 'SOL' } })),
    send: vi.fn(async (_params: { asset?: unknown }) => ({ id: '5'.repeat(88) })),
  }
  Object.assign(fake.instance, { transfer })
  return { engine, transfer }
}

describe('GET /v1/profile/account/{name} (recorded shapes)', () => {
  it.each(lookups)('$endpoint ($cite)', async ({ answer, expected }) => {
    // Asked for the name the recorded answer is about (an answer for another name is refused).
    const name = (expected as { name?: string } | null)?.name ?? 'alice.reown.id'
    answers = { [`/v1/profile/account/${name}`]: answer }
    const { engine } = await solanaModal()
    const profile = await lookupName(engine, name, { coinTypes: ['60'] })
    if (expected === null) expect(profile).toBeNull()
    else expect(profile).toMatchObject(expected as object)
    expect(server.requests.at(-1)?.query.get('apiVersion')).toBe('2')
  })
})

describe('GET /v1/account/{address}/balance on Solana (recorded Solscan shape)', () => {
  async function withBalances() {
    answers = {
      '/v1/supported-chains': { status: 200, body: { http: [SOLANA_MAINNET], ws: [] } },
      [`/v1/account/${OWNER}/balance`]: { status: 200, body: SOLSCAN_BALANCES },
    }
    const setup = await solanaModal()
    await loadFeature(setup.engine, 'send')
    open(setup.engine, { view: 'WalletSend' })
    await loadYourTokens(setup.engine)
    return setup
  }

  it('bapi:src/providers/solscan.rs: a bare mint is the SPL token, the So111…111 pseudo-mint is native SOL', async () => {
    const { engine } = await withBalances()
    expect(yourTokens(engine)).toEqual([
      expect.objectContaining({ symbol: 'SOL', address: undefined, decimals: 9, balance: '1.5' }),
      expect.objectContaining({ symbol: 'USDC', address: USDC_MINT, decimals: 6 }),
    ])
  })

  it('sending the SPL token picked from the balances transfers the mint, not SOL', async () => {
    const { engine, transfer } = await withBalances()
    const usdc = yourTokens(engine).find((t) => t.symbol === 'USDC')!
    selectToken(engine, usdc)
    setAmount(engine, '2.5')
    getSendStore(engine).setKey('receiverInput', RECEIVER)
    await resolveReceiver(engine, RECEIVER)
    await submitSend(engine)
    expect(transfer.send).toHaveBeenCalledWith(
      expect.objectContaining({
        to: RECEIVER,
        amount: '2.5',
        asset: { address: USDC_MINT, decimals: 6 },
      }),
    )
  })

  it('sending native SOL picked from the balances transfers SOL (no asset)', async () => {
    const { engine, transfer } = await withBalances()
    selectToken(engine, yourTokens(engine).find((t) => t.symbol === 'SOL')!)
    setAmount(engine, '0.25')
    getSendStore(engine).setKey('receiverInput', RECEIVER)
    await resolveReceiver(engine, RECEIVER)
    await submitSend(engine)
    expect(transfer.send).toHaveBeenCalledTimes(1)
    expect(transfer.send.mock.calls[0]![0]).not.toHaveProperty('asset')
  })
})
