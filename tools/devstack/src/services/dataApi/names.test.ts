import { createPublicClient, getAddress, type Hex, http } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { erc1271WalletInitCode } from '../../chain/erc1271Wallet.js'
import { type StartDevChainReturnType, startDevChain } from '../../chain/startDevChain.js'
import { type CreateDataApiReturnType, createDataApi } from './createDataApi.js'

let devChain: StartDevChainReturnType
let api: CreateDataApiReturnType
const clock = Date.now()

beforeAll(async () => {
  devChain = await startDevChain()
  api = createDataApi({
    chains: devChain.chains,
    switch: () => ({ mode: 'ok', delayMs: 0 }),
    now: () => clock,
  })
})
afterAll(async () => {
  await api?.stop()
  await devChain?.stop()
})

async function call(path: string, init?: RequestInit & { query?: Record<string, string> }) {
  const query = new URLSearchParams({ projectId: 'names-test', ...init?.query })
  const response = await api.handle(new Request(`http://127.0.0.1/api${path}?${query}`, init), path)
  if (!response) throw new Error(`no route for ${path}`)
  return { status: response.status, body: await response.json() }
}

/** What the modal sends (spec §7 POST /v1/profile/account; message keys name, attributes, timestamp). */
async function registration(
  sign: (message: string) => Promise<Hex>,
  address: string,
  name: string,
  params: { timestamp?: number; coinType?: number } = {},
) {
  const message = JSON.stringify({
    name,
    attributes: {},
    timestamp: params.timestamp ?? Math.floor(clock / 1000),
  })
  return {
    coin_type: params.coinType ?? (0x80000000 | 1) >>> 0,
    address,
    message,
    signature: await sign(message),
  }
}

const post = (body: unknown) =>
  call('/v1/profile/account', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

describe('the name service (spec §7 profile calls)', () => {
  it('registers a name signed by an EOA (EIP-191): lookup, reverse lookup and identity answer it', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const body = await registration(
      (m) => owner.signMessage({ message: m }),
      owner.address,
      'eoa-name.reown.id',
    )
    const answer = await post(body)
    expect(answer.status).toBe(200)
    expect(answer.body.name).toBe('eoa-name.reown.id')
    expect(answer.body.addresses[String(0x80000001)].address).toBe(owner.address)

    // bapi:src/database/types.rs NameAndAddresses: chrono times, attributes {} (none were sent),
    // the coin type asked for and 60 (register.rs adds it), each with created_at.
    const TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{3}|\.\d{6})?Z$/
    expect(answer.body).toEqual({
      name: 'eoa-name.reown.id',
      registered_at: expect.stringMatching(TIME),
      updated_at: expect.stringMatching(TIME),
      attributes: {},
      addresses: {
        [String(0x80000001)]: { address: owner.address, created_at: expect.stringMatching(TIME) },
        '60': { address: owner.address, created_at: expect.stringMatching(TIME) },
      },
    })

    const lookup = await call('/v1/profile/account/eoa-name.reown.id', {
      query: { apiVersion: '2' },
    })
    expect(lookup.status).toBe(200)
    expect(lookup.body).toEqual(answer.body)
    const reverse = await call(`/v1/profile/reverse/${owner.address}`, {
      query: { apiVersion: '2' },
    })
    expect(reverse.body.map((p: { name: string }) => p.name)).toEqual(['eoa-name.reown.id'])
    const identity = await call(`/v1/identity/${owner.address}`)
    expect(identity.body.name).toBe('eoa-name.reown.id')
  })

  it('refuses a taken name, a signature by someone else, a stale timestamp and a bad name', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const other = privateKeyToAccount(generatePrivateKey())
    const sign = (m: string) => owner.signMessage({ message: m })
    const reason = (answer: { body: { reasons: { description: string }[] } }) =>
      answer.body.reasons[0]!.description

    const taken = await post(await registration(sign, owner.address, 'alice.reown.id'))
    expect(taken.status).toBe(400)
    expect(reason(taken)).toBe('Name is already registered: alice.reown.id')

    const forged = await post(
      await registration(
        (m) => other.signMessage({ message: m }),
        owner.address,
        'forged.reown.id',
      ),
    )
    expect(forged.status).toBe(401)
    expect(reason(forged)).toBe('Signature validation error: Signature verification error')

    const stale = await post(
      await registration(sign, owner.address, 'stale.reown.id', {
        timestamp: Math.floor(clock / 1000) - 11,
      }),
    )
    expect(stale.status).toBe(400)
    expect(stale.body.reasons[0]).toEqual({
      field: 'timestamp',
      description: `Signature UNIXTIME timestamp is too old: ${Math.floor(clock / 1000) - 11}`,
    })
    // ±10 s is allowed.
    const edge = await post(
      await registration(sign, owner.address, 'edge-time.reown.id', {
        timestamp: Math.floor(clock / 1000) + 10,
      }),
    )
    expect(edge.status).toBe(200)

    // The server's label is 3–64 characters (Gangway's own rule of 4 is the view's).
    const short = await post(await registration(sign, owner.address, 'ab.reown.id'))
    expect(short.status).toBe(400)
    expect(reason(short)).toBe('Invalid name length: ab.reown.id')
    expect((await post(await registration(sign, owner.address, 'abc.reown.id'))).status).toBe(200)
    const foreignZone = await post(await registration(sign, owner.address, 'abcd.foo.eth'))
    expect(foreignZone.status).toBe(400)
    expect(reason(foreignZone)).toBe('Name is not in the allowed zones: abcd.foo.eth')
    const unknownChain = await post(
      await registration(sign, owner.address, 'nochain.reown.id', { coinType: 0x80000000 + 77 }),
    )
    expect(unknownChain.status).toBe(400)
    expect(reason(unknownChain)).toBe(`Unsupported coin type: ${0x80000000 + 77}`)
  })

  it('verifies a contract account through EIP-1271 (its owner signs)', async () => {
    const owner = devChain.accounts[0]!
    const client = createPublicClient({ transport: http(devChain.chains[0]!.rpcUrl) })
    // Anvil's accounts are unlocked: the node signs the deployment.
    const hash = (await client.request({
      method: 'eth_sendTransaction',
      params: [{ from: owner.address, data: erc1271WalletInitCode(owner.address), gas: '0x30d40' }],
    } as never)) as Hex
    const receipt = await client.waitForTransactionReceipt({ hash })
    const contract = getAddress(receipt.contractAddress!)
    const signer = privateKeyToAccount(owner.privateKey)
    const answer = await post(
      await registration(
        (m) => signer.signMessage({ message: m }),
        contract,
        'contract-acct.wcn.id',
      ),
    )
    expect(answer.status).toBe(200)
    expect((await call(`/v1/identity/${contract}`)).body.name).toBe('contract-acct.wcn.id')
    // The contract's owner is not the contract: the owner's own address has no name from it.
    expect(
      (await call(`/v1/profile/reverse/${owner.address}`, { query: { apiVersion: '2' } })).body.map(
        (p: { name: string }) => p.name,
      ),
    ).not.toContain('contract-acct.wcn.id')
  })

  it('answers lookups as the real server: 200 [] with apiVersion=2 for an unknown name or an unnamed address, 404 without; attributes null kept; 400 outside the zones', async () => {
    // bapi:src/handlers/profile/lookup.rs: EMPTY_RESPONSE with apiVersion=2, NameNotFound without.
    const unknown = await call('/v1/profile/account/nobody-here.reown.id', {
      query: { apiVersion: '2' },
    })
    expect(unknown).toEqual({ status: 200, body: [] })
    const unknownV1 = await call('/v1/profile/account/nobody-here.reown.id')
    expect(unknownV1.status).toBe(404)
    expect(unknownV1.body.reasons[0]).toEqual({
      field: 'name',
      description: 'Name is not found in the database: nobody-here.reown.id',
    })
    // bapi:src/handlers/profile/reverse.rs: EMPTY_RESPONSE with apiVersion=2, 404 without.
    const stranger = privateKeyToAccount(generatePrivateKey()).address
    expect(await call(`/v1/profile/reverse/${stranger}`, { query: { apiVersion: '2' } })).toEqual({
      status: 200,
      body: [],
    })
    const strangerV1 = await call(`/v1/profile/reverse/${stranger}`)
    expect(strangerV1.status).toBe(404)
    expect(strangerV1.body.reasons[0].description).toBe('No name for address is found')
    // A seeded name whose attributes are NULL answers `attributes: null`.
    const bob = await call('/v1/profile/account/bob.reown.id', { query: { apiVersion: '2' } })
    expect(bob.body).toMatchObject({
      name: 'bob.reown.id',
      attributes: null,
      registered_at: '2025-10-09T08:53:20.123456Z',
    })
    // bapi:src/names/utils.rs: format, length and zone are checked before the lookup.
    for (const [name, description] of [
      ['vitalik.eth', 'Invalid name length: vitalik.eth'],
      ['alice.gangway.eth', 'Name is not in the allowed zones: alice.gangway.eth'],
      ['Alice.reown.id', 'Invalid name format: Alice.reown.id'],
    ] as const) {
      const refused = await call(`/v1/profile/account/${name}`, { query: { apiVersion: '2' } })
      expect(refused.status).toBe(400)
      expect(refused.body.reasons[0].description).toBe(description)
    }
  })

  it('suggests names in the zone, tagging the registered ones', async () => {
    const answer = await call('/v1/profile/suggestions/alice', { query: { zone: 'reown.id' } })
    expect(answer.status).toBe(200)
    expect(answer.body.suggestions[0]).toEqual({ name: 'alice.reown.id', registered: true })
    expect(
      answer.body.suggestions.slice(1).every((s: { registered: boolean }) => !s.registered),
    ).toBe(true)
    // bapi:src/handlers/profile/suggestions.rs: under 3 characters is refused.
    expect((await call('/v1/profile/suggestions/al', { query: { zone: 'reown.id' } })).status).toBe(
      400,
    )
  })
})
