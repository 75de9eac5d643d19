import { expect, it } from 'vitest'
import { compileSmartAccount } from './compileSmartAccount.js'

it('smartAccountCode.ts is what solc 0.8.28 makes of GangwaySmartAccount.sol (vitest -u rewrites it)', async () => {
  await expect(compileSmartAccount()).toMatchFileSnapshot('./smartAccountCode.ts')
}, 60_000)
