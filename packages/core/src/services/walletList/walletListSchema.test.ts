import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { WalletListEntrySchema } from './walletListSchema.js'

const entry = (links: Record<string, string>) =>
  v.parse(WalletListEntrySchema, { id: 'w', name: 'Wally', ...links })

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
