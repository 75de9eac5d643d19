import { afterEach, describe, expect, it, vi } from 'vitest'
import { makeEngine } from '../../engine/_test/fixtures.js'
import { TransactionsAddressError } from '../../errors/catalogue.js'
import type { Transaction } from '../../types.js'
import { API, connectedEngine, fakeDataApi } from './_test/fakeDataApi.js'
import { fetchTransactions } from './fetchTransactions.js'

afterEach(() => {
  vi.unstubAllGlobals()
})

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** A history entry in the hosted API's wire format (absent parts are null). */
const wireTx = (id: string, transfers: unknown[] = [wireTransfer()]) => ({
  id,
  metadata: {
    operationType: 'receive',
    hash: `0x${id}`,
    minedAt: '2025-01-02T03:04:05.000Z',
    sentFrom: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
    sentTo: ADDRESS.toLowerCase(),
    status: 'confirmed',
    nonce: 3,
    application: null,
    chain: 'eip155:1',
  },
  transfers,
})
const wireTransfer = (spam = false) => ({
  fungible_info: {
    name: 'Test USD',
    symbol: 'TUSD',
    icon: { url: 'data:image/svg+xml;base64,PHN2Zy8+' },
    flags: { is_spam: spam },
  },
  nft_info: null,
  direction: 'in',
  quantity: { numeric: '2500' },
  value: 2500,
  price: 1,
})
const wireNftTransfer = (spam: boolean) => ({
  fungible_info: null,
  nft_info: {
    name: 'Gangway Crew #3',
    content: { preview: { url: 'javascript:alert(1)', content_type: null }, detail: null },
    flags: { is_spam: spam },
  },
  direction: 'in',
  quantity: { numeric: '1' },
  value: null,
  price: null,
})

describe('fetchTransactions', () => {
  it("throws 'Transactions can't be fetched without an accountAddress' (spec §8)", async () => {
    const api = fakeDataApi()
    const engine = makeEngine({ services: { api: API } })
    const error = await fetchTransactions(engine, { address: undefined }).catch((e) => e)
    expect(error).toBeInstanceOf(TransactionsAddressError)
    expect(error.shortMessage).toBe("Transactions can't be fetched without an accountAddress")
    expect(api.requests).toEqual([])
  })

  it('asks with cursor, onramp, chainId plus projectId, st and sv (spec §7), and returns data and next', async () => {
    const api = fakeDataApi({
      [`GET /v1/account/${ADDRESS}/history`]: {
        body: { data: [wireTx('a')], next: 'cursor-2' },
      },
    })
    const { engine } = await connectedEngine()
    const page = await fetchTransactions(engine, {
      address: ADDRESS,
      chainId: 'eip155:1',
      cursor: 'cursor-1',
      onramp: 'coinbase',
    })
    expect(api.calls(`GET /v1/account/${ADDRESS}/history`)[0]?.query).toEqual({
      cursor: 'cursor-1',
      onramp: 'coinbase',
      chainId: 'eip155:1',
      projectId: 'test-project',
      st: 'gangway',
      sv: 'gangway-0.0.0',
    })
    expect(page.next).toBe('cursor-2')
    const [tx] = page.data as [Transaction]
    expect(tx.metadata).toEqual({
      operationType: 'receive',
      hash: '0xa',
      minedAt: '2025-01-02T03:04:05.000Z',
      sentFrom: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
      sentTo: ADDRESS.toLowerCase(),
      status: 'confirmed',
      chain: 'eip155:1',
    })
    expect(tx.transfers[0]).toEqual({
      fungible_info: {
        name: 'Test USD',
        symbol: 'TUSD',
        icon: { url: 'data:image/svg+xml;base64,PHN2Zy8+' },
        flags: { is_spam: false },
      },
      nft_info: undefined,
      direction: 'in',
      quantity: { numeric: '2500' },
      value: 2500,
      price: 1,
    })
  })

  it('turns a null next into undefined (last page)', async () => {
    fakeDataApi({ [`GET /v1/account/${ADDRESS}/history`]: { body: { data: [], next: null } } })
    const { engine } = await connectedEngine()
    await expect(fetchTransactions(engine, { address: ADDRESS })).resolves.toEqual({
      data: [],
      next: undefined,
    })
  })

  it('skips a network the API does not support with an empty page, asking supported-chains once', async () => {
    const api = fakeDataApi()
    const { engine } = await connectedEngine()
    const empty = { data: [], next: undefined }
    await expect(
      fetchTransactions(engine, { address: ADDRESS, chainId: 'eip155:10' }),
    ).resolves.toEqual(empty)
    await expect(
      fetchTransactions(engine, { address: ADDRESS, chainId: 'eip155:10' }),
    ).resolves.toEqual(empty)
    expect(api.requests.map((r) => r.path)).toEqual(['/v1/supported-chains'])
  })

  it('drops malformed entries and keeps the rest; unsafe image URLs are removed', async () => {
    const broken = { ...wireTx('b'), metadata: undefined }
    const numericAsNumber = wireTx('c', [{ ...wireTransfer(), quantity: { numeric: 2500 } }])
    fakeDataApi({
      [`GET /v1/account/${ADDRESS}/history`]: {
        body: {
          data: [broken, numericAsNumber, wireTx('d', [wireNftTransfer(false)]), 'junk'],
          next: null,
        },
      },
    })
    const { engine } = await connectedEngine()
    const { data } = await fetchTransactions(engine, { address: ADDRESS })
    expect(data.map((tx) => tx.id)).toEqual(['d'])
    expect(data[0]?.transfers[0]?.nft_info).toEqual({
      name: 'Gangway Crew #3',
      content: undefined,
      flags: { is_spam: false },
    })
  })

  it('keeps an entry whose chain or transfers the API sends as null (bapi:src/handlers/history.rs Option fields)', async () => {
    const noChain = { ...wireTx('e'), metadata: { ...wireTx('e').metadata, chain: null } }
    const noTransfers = { ...wireTx('f'), transfers: null }
    fakeDataApi({
      [`GET /v1/account/${ADDRESS}/history`]: {
        body: { data: [noChain, noTransfers], next: null },
      },
    })
    const { engine } = await connectedEngine()
    const asked = await fetchTransactions(engine, { address: ADDRESS, chainId: 'eip155:8453' })
    // A null chain is the network asked for; null transfers are none.
    expect(asked.data.map((tx) => [tx.id, tx.metadata.chain, tx.transfers.length])).toEqual([
      ['e', 'eip155:8453', 1],
      ['f', 'eip155:1', 0],
    ])
    // Without a network asked, an entry with no chain cannot be placed.
    const all = await fetchTransactions(engine, { address: ADDRESS })
    expect(all.data.map((tx) => tx.id)).toEqual(['f'])
  })

  it('asks nothing for a Bitcoin account: supported-chains lists bip122, but only for RPC', async () => {
    const api = fakeDataApi({
      'GET /v1/supported-chains': {
        body: { http: ['eip155:1', 'bip122:000000000019d6689c085ae165831e93'], ws: [] },
      },
    })
    const { engine } = await connectedEngine()
    await expect(
      fetchTransactions(engine, {
        address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
        chainId: 'bip122:000000000019d6689c085ae165831e93',
      }),
    ).resolves.toEqual({ data: [], next: undefined })
    expect(api.requests).toEqual([])
  })

  it('rejects with the typed HTTP error when the API fails', async () => {
    fakeDataApi({ [`GET /v1/account/${ADDRESS}/history`]: { status: 503, body: {} } })
    const { engine } = await connectedEngine()
    await expect(fetchTransactions(engine, { address: ADDRESS })).rejects.toMatchObject({
      name: 'ServiceUnavailableError',
      status: 503,
    })
  })

  it('rejects when supported-chains fails, and asks again next time', async () => {
    const api = fakeDataApi({ 'GET /v1/supported-chains': { status: 503, body: {} } })
    const { engine } = await connectedEngine()
    await expect(
      fetchTransactions(engine, { address: ADDRESS, chainId: 'eip155:1' }),
    ).rejects.toMatchObject({ status: 503 })
    api.set('GET /v1/supported-chains', { body: { http: ['eip155:1'], ws: [] } })
    api.set(`GET /v1/account/${ADDRESS}/history`, { body: { data: [], next: null } })
    await expect(
      fetchTransactions(engine, { address: ADDRESS, chainId: 'eip155:1' }),
    ).resolves.toEqual({ data: [], next: undefined })
    expect(api.calls('GET /v1/supported-chains')).toHaveLength(2)
  })
})
