import { describe, expect, it } from 'vitest'
import { parseResponse as parse } from '../../validation/_test/parseResponse.js'
import { WalletListEntrySchema, WalletListResponseSchema } from './walletListSchema.js'

const entry = (links: Record<string, string>) =>
  parse(WalletListEntrySchema, { id: 'w', name: 'Wally', ...links })

// Issue 20: links are kept by an allow-list (core's isSafeWalletLink), not a deny-list.
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
        { id: 'w4', name: 'Bad image', image_id: '../x' },
        { id: 'w5', name: 'Bad chains', chains: [1] },
        'not an entry',
        { id: 'w7', name: 'Links', mobile_link: 'rainbow://', webapp_link: undefined },
      ],
    })
    expect(page).toEqual({
      count: 5,
      data: [
        { id: 'w1', name: 'Wally', image_id: 'img-1', rdns: null, chains: ['eip155:1'] },
        { id: 'w7', name: 'Links', mobile_link: 'rainbow://', webapp_link: null },
      ],
    })
  })

  it.each([
    [{ count: 1.5, data: [] }, 'count: Invalid integer: Received 1.5'],
    [{ count: -1, data: [] }, 'count: Invalid value: Expected >=0 but received -1'],
    [{ count: 1, data: 3 }, 'data: Expected array received number'],
    [[], 'Expected object received array'],
  ])('refuses %j: %s', (body, message) => {
    expect(() => parse(WalletListResponseSchema, body)).toThrow(message)
  })
})
