import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { NAME_MAX_CHARS } from '../constants/constants.js'
import { IdentitySchema } from '../services/dataApi/identitySchemas.js'
import { NftsResponseSchema } from '../services/dataApi/schemas.js'
import { WalletListEntrySchema } from '../services/walletList/walletListSchema.js'
import { parseResponse as parse } from '../validation/_test/parseResponse.js'
import { fakeAdapter, METAMASK, makeEngine } from './_test/fixtures.js'
import { start } from './start.js'

// Found in the security review: names from wallets and services keep bidi controls (U+202E) and any length.
const EVIL = 'Meta\u202eksaM\u2066x\u2069'
const SHOWN = 'MetaksaMx'

describe('names from wallets and services are display-safe at the edge', () => {
  it('connectors an adapter reports (EIP-6963 announcements)', () => {
    const engine = makeEngine({
      adapters: [fakeAdapter('eip155', [{ ...METAMASK, name: EVIL }]).adapter],
    })
    start(engine)
    expect(engine.$connectors.get().map((c) => c.name)).toEqual([SHOWN])
  })

  it('a connector whose name is all control characters shows its id', () => {
    const engine = makeEngine({
      adapters: [fakeAdapter('eip155', [{ ...METAMASK, name: '\u202e\u200b' }]).adapter],
    })
    start(engine)
    expect(engine.$connectors.get().map((c) => c.name)).toEqual([METAMASK.id])
  })

  it('wallet-list names', () => {
    const nameOf = (name: string) => parse(WalletListEntrySchema, { id: 'w', name }).name
    expect(nameOf(EVIL)).toBe(SHOWN)
    expect([...nameOf('W'.repeat(300))]).toHaveLength(NAME_MAX_CHARS)
    expect(() => nameOf('\u202e')).toThrow()
  })

  it('identity names', () => {
    expect(parse(IdentitySchema, { name: `${EVIL}.eth`, avatar: null }).name).toBe(`${SHOWN}.eth`)
  })

  it('NFT and collection names', () => {
    const nft = {
      chainId: 'eip155:1',
      contract: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
      tokenId: '1',
      name: EVIL,
      collection: { name: EVIL },
      flags: { is_spam: false },
    }
    const [parsed] = v.parse(NftsResponseSchema, { data: [nft] }).data
    expect([parsed?.name, parsed?.collection.name]).toEqual([SHOWN, SHOWN])
  })
})
