import { mainnet } from '@gangway/core/networks'
import { expect, it } from 'vitest'
import { getExplorerTxUrl } from './getExplorerTxUrl.js'

const HASH = `0x${'1f'.repeat(32)}`
const explorer = (url: string) => ({ blockExplorers: { default: { name: 'X', url } } })

it("links the network's explorer /tx/{hash}", () => {
  expect(getExplorerTxUrl(mainnet, HASH)).toBe(`https://etherscan.io/tx/${HASH}`)
  expect(getExplorerTxUrl(explorer('https://scan.example/chain/'), HASH)).toBe(
    `https://scan.example/chain/tx/${HASH}`,
  )
})

it('gives no link without an http(s) explorer or a well-formed hash', () => {
  expect(getExplorerTxUrl({}, HASH)).toBeUndefined()
  expect(getExplorerTxUrl(undefined, HASH)).toBeUndefined()
  expect(getExplorerTxUrl(explorer('javascript:alert(1)//'), HASH)).toBeUndefined()
  expect(getExplorerTxUrl(explorer('not a url'), HASH)).toBeUndefined()
  expect(getExplorerTxUrl(mainnet, undefined)).toBeUndefined()
  expect(getExplorerTxUrl(mainnet, '0x12/../../evil')).toBeUndefined()
})
