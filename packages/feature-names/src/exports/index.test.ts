import { expect, test } from 'vitest'

test('public API', async () => {
  expect(Object.keys(await import('./index.js')).sort()).toMatchInlineSnapshot(`
    [
      "namesFeature",
    ]
  `)
  expect(Object.keys(await import('./lookup.js')).sort()).toMatchInlineSnapshot(`
    [
      "AddressNamesError",
      "NAME_ZONES",
      "NameSuggestionsError",
      "NoNameAccountError",
      "RegisterNameError",
      "ResolveNameError",
      "lookupAddressNames",
      "lookupName",
    ]
  `)
})
