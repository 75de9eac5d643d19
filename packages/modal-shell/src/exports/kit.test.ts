import { expect, it } from 'vitest'
import * as kit from './kit.js'

it('exports the kit (every change to what features build on shows here in review)', () => {
  expect(Object.keys(kit).sort()).toMatchInlineSnapshot(`
    [
      "AmountInput",
      "Button",
      "CopyButton",
      "Img",
      "ListItem",
      "NetworkIcon",
      "QrCode",
      "ROOT",
      "SearchInput",
      "Spinner",
      "TokenButton",
      "TokenList",
      "View",
      "ViewTitle",
      "fillNodes",
      "formatUsd",
      "matchesSearch",
      "useEngine",
      "useLocale",
      "useT",
      "useViewStyles",
    ]
  `)
})
