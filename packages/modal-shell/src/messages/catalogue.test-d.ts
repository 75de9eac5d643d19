import { describe, expectTypeOf, it } from 'vitest'
import type { ModalConfig } from '../internal/core.js'
import './catalogue.js'

type Messages = NonNullable<ModalConfig['messages']>

describe("a host's messages", () => {
  it('name a locale, a namespace and one of its keys', () => {
    expectTypeOf({ de: { shell: { connectWallet: 'Anmelden' } } }).toExtend<Messages>()
    expectTypeOf({
      en: { shell: { wallets: { one: '{count} wallet', other: '{count} wallets' } } },
    }).toExtend<Messages>()
  })

  it('refuse a key the catalogue lacks and a locale Gangway has no catalogue for', () => {
    expectTypeOf({ de: { shell: { conectWallet: 'Anmelden' } } }).not.toExtend<Messages>()
    expectTypeOf({ xx: { shell: { connectWallet: 'Anmelden' } } }).not.toExtend<Messages>()
  })
})
