import { afterEach, describe, expect, it, vi } from 'vitest'
import { PORTFOLIO_CACHE_MS } from '../../constants/constants.js'
import { connectedEngine, fakeDataApi } from './_test/fakeDataApi.js'
import { fetchNfts } from './fetchNfts.js'

const ADDRESS = '0x1111111111111111111111111111111111111111'
const NFTS = `GET /v1/account/${ADDRESS}/nfts`
const CONTRACT = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

const wireNft = (tokenId: string, extra: Record<string, unknown> = {}) => ({
  chainId: 'eip155:1',
  contract: CONTRACT,
  tokenId,
  name: `Gangway Crew #${tokenId}`,
  collection: { name: 'Gangway Crew', symbol: 'CREW' },
  content: {
    preview: { url: 'data:image/svg+xml;base64,PHN2Zy8+', content_type: 'image/svg+xml' },
    detail: {
      url: `http://127.0.0.1:4000/api/v1/nft-image/eip155:1/${CONTRACT}/${tokenId}`,
      content_type: 'image/svg+xml',
    },
  },
  flags: { is_spam: false },
  ...extra,
})

describe('fetchNfts', () => {
  it('lists one page for a network, with the cursor of the next', async () => {
    const api = fakeDataApi({ [NFTS]: { body: { data: [wireNft('3')], next: 'p2' } } })
    const { engine } = await connectedEngine()
    const page = await fetchNfts(engine, { address: ADDRESS, chainId: 'eip155:1', cursor: 'p1' })
    expect(api.calls(NFTS)[0]?.query).toMatchObject({ chainId: 'eip155:1', cursor: 'p1' })
    expect(page).toEqual({
      data: [
        {
          chainId: 'eip155:1',
          contract: CONTRACT,
          tokenId: '3',
          name: 'Gangway Crew #3',
          collection: { name: 'Gangway Crew', symbol: 'CREW' },
          content: {
            preview: { url: 'data:image/svg+xml;base64,PHN2Zy8+', content_type: 'image/svg+xml' },
            detail: {
              url: `http://127.0.0.1:4000/api/v1/nft-image/eip155:1/${CONTRACT}/3`,
              content_type: 'image/svg+xml',
            },
          },
          flags: { is_spam: false },
        },
      ],
      next: 'p2',
    })
  })

  it('drops malformed entries; an unsafe or missing picture leaves the NFT without one', async () => {
    fakeDataApi({
      [NFTS]: {
        body: {
          data: [
            { ...wireNft('0'), tokenId: 0 },
            wireNft('1', { content: null }),
            wireNft('2', {
              content: { preview: { url: 'http://evil.example/x.svg', content_type: null } },
            }),
            wireNft('4', { flags: { is_spam: true } }),
          ],
          next: null,
        },
      },
    })
    const { engine } = await connectedEngine()
    const { data, next } = await fetchNfts(engine, { address: ADDRESS, chainId: 'eip155:1' })
    expect(next).toBeUndefined()
    expect(data.map((n) => [n.tokenId, n.content, n.flags.is_spam])).toEqual([
      ['1', undefined, false],
      ['2', undefined, false],
      ['4', expect.any(Object), true],
    ])
  })

  it('caches a page for 30 s unless forced', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const api = fakeDataApi({ [NFTS]: { body: { data: [], next: null } } })
    const { engine } = await connectedEngine()
    const params = { address: ADDRESS, chainId: 'eip155:1' } as const
    await fetchNfts(engine, params)
    await fetchNfts(engine, params)
    expect(api.calls(NFTS)).toHaveLength(1)
    await fetchNfts(engine, { ...params, force: true })
    vi.setSystemTime(Date.now() + PORTFOLIO_CACHE_MS)
    await fetchNfts(engine, params)
    expect(api.calls(NFTS)).toHaveLength(3)
  })

  it('gives an empty page without asking on an unsupported network', async () => {
    const api = fakeDataApi()
    const { engine } = await connectedEngine()
    await expect(fetchNfts(engine, { address: ADDRESS, chainId: 'eip155:137' })).resolves.toEqual({
      data: [],
      next: undefined,
    })
    expect(api.calls(NFTS)).toHaveLength(0)
  })

  // Found in the security review: the contract was pasted into the explorer path unchecked.
  it.each([
    '../../../evil',
    '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0/../../x',
    '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e',
    'https://evil.example',
    '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0?x=1',
    '<script>',
  ])('drops an eip155 NFT whose contract %j is not an address', async (contract) => {
    fakeDataApi({ [NFTS]: { body: { data: [wireNft('5', { contract }), wireNft('6')] } } })
    const { engine } = await connectedEngine()
    const { data } = await fetchNfts(engine, { address: ADDRESS, chainId: 'eip155:1' })
    expect(data.map((n) => n.tokenId)).toEqual(['6'])
  })
})
