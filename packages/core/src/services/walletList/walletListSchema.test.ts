import { describe, expect, it } from 'vitest'
import { parseResponse as parse } from '../../validation/_test/parseResponse.js'
import { WalletListEntrySchema, WalletListResponseSchema } from './walletListSchema.js'

const entry = (links: Record<string, string>) =>
  parse(WalletListEntrySchema, { id: 'w', name: 'Wally', ...links })

// Security: links are kept by an allow-list (core's isSafeWalletLink), not a deny-list.
describe('WalletListEntrySchema links', () => {
  it.each([
    'search-ms:query=x',
    'ms-officecmd:{}',
    'intent://wc#Intent;end',
    'x-safari-https://evil.example/',
    'http://x.app/',
  ])('drops %j', (link) => {
    expect(entry({ mobile_link: link, desktop_link: link, webapp_link: link })).toMatchObject({
      mobile_link: null,
      desktop_link: null,
      webapp_link: null,
    })
  })

  it('keeps app schemes for mobile and desktop, https for all three', () => {
    expect(
      entry({
        mobile_link: 'rainbow://',
        desktop_link: 'https://x.app',
        webapp_link: 'rainbow://',
      }),
    ).toMatchObject({ mobile_link: 'rainbow://', desktop_link: 'https://x.app', webapp_link: null })
  })
})

// The checks that replaced valibot here keep its answers: the same entries kept, reshaped and dropped.
describe('WalletListResponseSchema', () => {
  it('keeps the known fields of good entries, trimmed and display-safe, and drops malformed ones', () => {
    const page = parse(WalletListResponseSchema, {
      count: 5,
      data: [
        {
          id: ' w1 ',
          name: 'Wally',
          extra: 1,
          image_id: 'img-1',
          rdns: null,
          chains: ['eip155:1'],
        },
        { id: '  ', name: 'Blank id' },
        { id: 'w3', name: '\u202e' },
        // A part the wallet lacks or that is unusable is left out; the wallet is kept.
        { id: 'w4', name: 'Bad image', image_id: '../x' },
        { id: 'w5', name: 'Bad chains', chains: [1, 'eip155:1'] },
        'not an entry',
        { id: 'w7', name: 'Links', mobile_link: 'rainbow://', webapp_link: undefined },
        { id: 'w8', name: 'Bad id type', image_id: 7 },
        { id: 'w9', name: 'Chains a map', chains: { 0: 'eip155:1' } },
      ],
    })
    expect(page).toEqual({
      count: 5,
      data: [
        { id: 'w1', name: 'Wally', image_id: 'img-1', rdns: null, chains: ['eip155:1'] },
        { id: 'w4', name: 'Bad image' },
        { id: 'w5', name: 'Bad chains', chains: ['eip155:1'] },
        { id: 'w7', name: 'Links', mobile_link: 'rainbow://', webapp_link: null },
      ],
    })
  })

  it('keeps a wallet whose image_id, rdns, chains or links the service sends as null or empty', () => {
    // The service's WcWallet has nullable parts (AppKit filters empty image ids before use).
    const page = parse(WalletListResponseSchema, {
      count: 2,
      data: [
        {
          id: 'a1',
          name: 'Nulls',
          image_id: null,
          rdns: null,
          chains: null,
          mobile_link: null,
          desktop_link: null,
          webapp_link: null,
          homepage: null,
          badge_type: 'none',
        },
        { id: 'a2', name: 'Empty', image_id: '', chains: [] },
      ],
    })
    expect(page.data).toEqual([
      {
        id: 'a1',
        name: 'Nulls',
        rdns: null,
        mobile_link: null,
        desktop_link: null,
        webapp_link: null,
      },
      { id: 'a2', name: 'Empty', chains: [] },
    ])
  })

  it.each([
    [{ count: 1.5, data: [] }, 'count: Invalid integer: Received 1.5'],
    [{ count: -1, data: [] }, 'count: Invalid value: Expected >=0 but received -1'],
    [{ count: 1, data: 3 }, 'data: Expected array received 3'],
    [[], 'Expected object received array'],
  ])('refuses %j: %s', (body, message) => {
    expect(() => parse(WalletListResponseSchema, body)).toThrow(message)
  })
})
