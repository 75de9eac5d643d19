import { expect, it } from 'vitest'
import * as exports from './index.js'

it('exports', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "ConnectButton",
      "GangwayProvider",
      "GangwayStyles",
      "LOCALES",
      "Modal",
      "NetworkButton",
      "cookieToInitialState",
      "createModal",
      "showAccount",
      "useAccount",
      "useDisconnect",
      "useGangway",
      "useModal",
      "useModalEvents",
      "useModalState",
      "useModalTheme",
      "useNetwork",
      "useProvider",
      "useWalletInfo",
    ]
  `)
})
