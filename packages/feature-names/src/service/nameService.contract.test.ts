// Contract tests: the name service's answers as the real server (reown-com/blockchain-api) sends
// them, written from its source (each fixture cites the file it follows as `bapi:<path>`) and
// served over HTTP to the same client functions (and so the same schemas) the feature uses. A
// schema change that would refuse a real answer fails here.

import { loadFeature } from '@gangway/core/internal'
import {
  type FixtureAnswer,
  RECORDED_PROFILE_AT,
  recordedProfiles,
  startFixtureServer,
} from '@gangway/devstack'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { namesModal } from '../../test/fixtures.js'
import { NAMES_MESSAGES } from '../constants.js'
import { RegisteredNameMismatchError } from '../errors.js'
import { register } from '../flow/register.js'
import { namesState } from '../state.js'
import {
  fetchNameSuggestions,
  lookupAddressNames,
  lookupName,
  registerName,
} from './nameService.js'

const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const BOB = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
// bapi:src/database/types.rs NameAndAddresses, in its three forms (attributes null, `{}` as
// register.rs stores them with coin type 60 added, a bio): see @gangway/devstack recordedProfiles.
const {
  nullAttributes: PROFILE_NULL_ATTRIBUTES,
  registered: PROFILE_REGISTERED,
  withBio: PROFILE_WITH_BIO,
} = recordedProfiles(ALICE)
// bapi:src/error.rs new_error_response: `{ status: 'FAILED', reasons: [{ field, description }] }`.
const failed = (field: string, description: string) => ({
  status: 'FAILED',
  reasons: [{ field, description }],
})

type Case = { endpoint: string; cite: string; answer: FixtureAnswer; expected: unknown }

/** `GET /v1/profile/account/{name}?apiVersion=2` → what `lookupName` returns. */
const lookups: Case[] = [
  {
    endpoint: 'lookup, found, attributes null',
    cite: 'bapi:src/database/types.rs NameAndAddresses',
    answer: { status: 200, body: PROFILE_NULL_ATTRIBUTES },
    expected: { name: 'alice.reown.id', addresses: { '60': { address: ALICE } } },
  },
  {
    endpoint: 'lookup, found, registered without attributes',
    cite: 'bapi:src/handlers/profile/register.rs, bapi:src/database/helpers.rs',
    answer: { status: 200, body: PROFILE_REGISTERED },
    expected: { name: 'abcd.reown.id' },
  },
  {
    endpoint: 'lookup, found, a bio',
    cite: 'bapi:src/handlers/profile/mod.rs SUPPORTED_ATTRIBUTES',
    answer: { status: 200, body: PROFILE_WITH_BIO },
    expected: { name: 'alice.reown.id' },
  },
  {
    endpoint: 'lookup, unknown name with apiVersion=2: 200 []',
    cite: 'bapi:src/handlers/profile/lookup.rs EMPTY_RESPONSE',
    answer: { status: 200, body: [] },
    expected: null,
  },
  {
    endpoint: 'lookup, unknown name without apiVersion: 404 NameNotFound',
    cite: 'bapi:src/handlers/profile/lookup.rs, bapi:src/error.rs NameNotFound',
    answer: {
      status: 404,
      body: failed('name', 'Name is not found in the database: nobody.reown.id'),
    },
    expected: null,
  },
]

/** `GET /v1/profile/reverse/{address}?apiVersion=2` → what `lookupAddressNames` returns. */
const reverses: Case[] = [
  {
    endpoint: 'reverse, named',
    cite: 'bapi:src/handlers/profile/reverse.rs (Vec<NameAndAddresses>)',
    answer: { status: 200, body: [PROFILE_NULL_ATTRIBUTES, PROFILE_REGISTERED] },
    expected: [{ name: 'alice.reown.id' }, { name: 'abcd.reown.id' }],
  },
  {
    endpoint: 'reverse, unnamed with apiVersion=2: 200 []',
    cite: 'bapi:src/handlers/profile/reverse.rs EMPTY_RESPONSE',
    answer: { status: 200, body: [] },
    expected: [],
  },
  {
    endpoint: 'reverse, unnamed without apiVersion: 404 NameByAddressNotFound',
    cite: 'bapi:src/handlers/profile/reverse.rs, bapi:src/error.rs NameByAddressNotFound',
    answer: { status: 404, body: failed('address', 'No name for address is found') },
    expected: [],
  },
]

let answerNext: FixtureAnswer = { status: 500 }
const server = await startFixtureServer(() => answerNext)
afterAll(() => server.close())
let engine: Awaited<ReturnType<typeof namesModal>>['engine']
// The fixtures destroy each test's modal after it: one per test.
beforeEach(async () => {
  ;({ engine } = await namesModal({ api: server.url }))
})
const lastRequest = () => server.requests.at(-1)!

describe('GET /v1/profile/account/{name} (recorded shapes)', () => {
  it.each(lookups)('$endpoint ($cite)', async ({ answer, expected }) => {
    answerNext = answer
    const profile = await lookupName(engine, 'alice.reown.id')
    if (expected === null) expect(profile).toBeNull()
    else expect(profile).toMatchObject(expected as object)
    expect(lastRequest().path).toBe('/v1/profile/account/alice.reown.id')
    expect(lastRequest().query.get('apiVersion')).toBe('2')
  })
})

describe('GET /v1/profile/reverse/{address} (recorded shapes)', () => {
  it.each(reverses)('$endpoint ($cite)', async ({ answer, expected }) => {
    answerNext = answer
    const profiles = await lookupAddressNames(engine, ALICE)
    expect(profiles).toMatchObject(expected as object[])
    expect(profiles).toHaveLength((expected as unknown[]).length)
  })

  it('asks with apiVersion=2, the version that answers an unnamed account 200 [] (not 404)', async () => {
    answerNext = { status: 200, body: [] }
    await lookupAddressNames(engine, ALICE)
    expect(lastRequest().path).toBe(`/v1/profile/reverse/${ALICE}`)
    expect(lastRequest().query.get('apiVersion')).toBe('2')
  })
})

describe('GET /v1/profile/suggestions/{name}?zone (recorded shape)', () => {
  it('bapi:src/handlers/profile/suggestions.rs NameSuggestionsResponse', async () => {
    answerNext = {
      status: 200,
      body: {
        suggestions: [
          { name: 'alice.reown.id', registered: true },
          { name: 'alice1.reown.id', registered: false },
        ],
      },
    }
    expect(await fetchNameSuggestions(engine, { label: 'alice', zone: 'reown.id' })).toEqual([
      { name: 'alice.reown.id', registered: true },
      { name: 'alice1.reown.id', registered: false },
    ])
  })
})

describe('POST /v1/profile/account (recorded shapes)', () => {
  const params = (
    now: () => number,
    sign: (message: string) => Promise<string> = async () => '0x00',
  ) => ({
    name: 'abcd.reown.id',
    address: ALICE,
    chainId: 1,
    sign,
    now,
  })

  it('bapi:src/handlers/profile/register.rs answers NameAndAddresses (attributes {}, coin type + 60)', async () => {
    answerNext = { status: 200, body: PROFILE_REGISTERED }
    const profile = await registerName(
      engine,
      params(() => 1_760_000_000_000),
    )
    expect(profile).toMatchObject({ name: 'abcd.reown.id' })
    expect(lastRequest().body).toMatchObject({
      coin_type: 2147483649,
      address: ALICE,
      signature: '0x00',
    })
    // The server's RegisterPayload (bapi:src/handlers/profile/mod.rs) first, as it parses it.
    const message = JSON.parse((lastRequest().body as { message: string }).message)
    expect(message).toMatchObject({ name: 'abcd.reown.id', attributes: {}, timestamp: 1760000000 })
    expect(Object.keys(message).slice(0, 3)).toEqual(['name', 'attributes', 'timestamp'])
  })

  it('the signed message binds the page’s domain, the address, its coin type and chain, and a fresh nonce', async () => {
    answerNext = { status: 200, body: PROFILE_REGISTERED }
    const messages: string[] = []
    const sign = async (message: string) => {
      messages.push(message)
      return '0x00'
    }
    await registerName(
      engine,
      params(() => 1_760_000_000_000, sign),
    )
    await registerName(
      engine,
      params(() => 1_760_000_000_000, sign),
    )
    const [first, second] = messages.map((m) => JSON.parse(m))
    expect(first).toEqual({
      name: 'abcd.reown.id',
      attributes: {},
      timestamp: 1760000000,
      domain: location.host,
      address: ALICE,
      coin_type: 2147483649,
      chain_id: 1,
      nonce: expect.stringMatching(/^[0-9a-f]{32}$/),
    })
    // The request's own coin type and address are the ones signed; each registration its nonce.
    const body = lastRequest().body as { coin_type: number; address: string; message: string }
    expect(JSON.parse(body.message)).toMatchObject({
      coin_type: body.coin_type,
      address: body.address,
    })
    expect(second.nonce).not.toBe(first.nonce)
  })

  it.each([
    {
      case: 'another name',
      answer: PROFILE_WITH_BIO, // alice.reown.id
    },
    {
      case: 'the name, with another address under the coin type',
      answer: {
        ...PROFILE_REGISTERED,
        addresses: {
          '2147483649': { address: BOB, created_at: RECORDED_PROFILE_AT },
          '60': { address: BOB, created_at: RECORDED_PROFILE_AT },
        },
      },
    },
  ])(
    'a registration answered with $case is refused (failed before: shown as registered)',
    async ({ answer }) => {
      answerNext = { status: 200, body: answer }
      const refused = registerName(
        engine,
        params(() => Date.now()),
      )
      await expect(refused).rejects.toBeInstanceOf(RegisteredNameMismatchError)
      await expect(refused).rejects.toMatchObject({
        shortMessage: NAMES_MESSAGES.registerFailed('abcd.reown.id'),
      })
    },
  )

  it('the flow shows the refusal and names nobody: back on RegisterAccountName, no profile name', async () => {
    answerNext = { status: 200, body: PROFILE_WITH_BIO }
    await loadFeature(engine, 'names')
    const runtime = namesState.get(engine)
    expect(await register(engine, runtime, 'abcd')).toBeUndefined()
    expect(runtime.$registered.get()).toBeUndefined()
    expect(runtime.$error.get()).toEqual({ key: 'registerFailed', name: 'abcd.reown.id' })
    expect(engine.$account.get()?.profileName ?? null).not.toBe('alice.reown.id')
  })

  it('bapi:src/error.rs ExpiredTimestamp: the service refused a stale timestamp; the view says what to do', async () => {
    answerNext = {
      status: 400,
      body: failed('timestamp', 'Signature UNIXTIME timestamp is too old: 1760000000'),
    }
    await expect(
      registerName(
        engine,
        params(() => 1_760_000_000_000),
      ),
    ).rejects.toMatchObject({
      name: 'RegisterNameError',
      shortMessage: NAMES_MESSAGES.signatureExpired,
    })
  })

  it('a signature that took longer than the 10 s window (bapi:src/handlers/profile/mod.rs UNIXTIMESTAMP_SYNC_THRESHOLD) is not sent: the expiry message, no request', async () => {
    const before = server.requests.length
    let clock = 1_760_000_000_000
    const slowSigner = async () => {
      clock += 11_000 // the visitor read the prompt for 11 s
      return '0x00'
    }
    await expect(
      registerName(
        engine,
        params(() => clock, slowSigner),
      ),
    ).rejects.toMatchObject({
      name: 'RegisterNameError',
      shortMessage: NAMES_MESSAGES.signatureExpired,
    })
    expect(server.requests.length).toBe(before)
  })
})
