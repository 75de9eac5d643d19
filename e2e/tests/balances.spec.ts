// Spec §5 Validation rules: "Balances with zero decimals dropped" (issue 37 §2, F23). A real
// ERC-20 whose decimals() is 0 is deployed on the dev chain and minted to a fresh account; the
// devstack's balance service, which reads every ERC-20 the account's Transfer logs name from the
// chain, answers it with `quantity.decimals: '0'`. The Tokens tab and Send's token list leave it
// out while showing the account's other balances.
import { loadOpenZeppelinArtifact, withDecimals } from '@gangway/devstack'
import type { Page, Response } from '@playwright/test'
import { type Address, encodeDeployData, encodeFunctionData, type Hex } from 'viem'
import {
  connectWallet,
  deployContractWallet,
  devChainRpc,
  devstack,
  expect,
  openDemo,
  short,
  test,
  view,
  waitForReceipt,
} from './fixtures'

const DEPLOYER = devstack.accounts[0] as Address
const tusd = devstack.chains.find((c) => c.chainId === 1)!.contracts.tusd as Address
const minter = loadOpenZeppelinArtifact('ERC20PresetMinterPauser')
const points = withDecimals(minter, 0)

/** Sends a transaction from an unlocked dev-chain account; resolves to its receipt. */
async function transact(tx: { from: Address; to?: Address; data?: Hex; value?: bigint }) {
  const hash = await devChainRpc('eth_sendTransaction', [
    {
      from: tx.from,
      ...(tx.to ? { to: tx.to } : {}),
      ...(tx.data ? { data: tx.data } : {}),
      ...(tx.value ? { value: `0x${tx.value.toString(16)}` } : {}),
      gas: '0x4c4b40',
    },
  ])
  return waitForReceipt(hash as string)
}

type WireBalance = {
  symbol: string
  address?: string
  quantity: { decimals: string; numeric: string }
}

/** The balance answer the page gets for `owner` on Ethereum (eip155:1). */
const balanceAnswer = (page: Page, owner: Address) =>
  page.waitForResponse((r: Response) => {
    const url = new URL(r.url())
    return (
      url.pathname.toLowerCase().endsWith(`/v1/account/${owner.toLowerCase()}/balance`) &&
      url.searchParams.get('chainId') === 'eip155:1'
    )
  })

test('spec §5 "Balances with zero decimals dropped": a 0-decimal ERC-20 the service answers is not in Tokens nor in Send', async ({
  page,
}) => {
  // A fresh account (contract wallet the test wallet signs for): 0.5 ETH, 25 TUSD and 7 PTS.
  const owner = await deployContractWallet()
  const deployed = await transact({
    from: DEPLOYER,
    data: encodeDeployData({
      abi: points.abi,
      bytecode: points.bytecode,
      args: ['Gangway Points', 'PTS'],
    }),
  })
  const pts = deployed.contractAddress!
  const erc20 = (functionName: 'mint' | 'transfer', to: Address, units: bigint) =>
    encodeFunctionData({ abi: minter.abi, functionName, args: [to, units] })
  await transact({ from: DEPLOYER, to: pts, data: erc20('mint', owner, 7n) })
  await transact({ from: DEPLOYER, to: tusd, data: erc20('transfer', owner, 25_000_000n) })
  await transact({ from: DEPLOYER, to: owner, value: 5n * 10n ** 17n })
  // The chain's own word: PTS has 0 decimals, the account holds 7 of them.
  expect(await devChainRpc('eth_call', [{ to: pts, data: '0x313ce567' }, 'latest'])).toBe(
    `0x${'0'.repeat(64)}`,
  )

  await openDemo(page)
  await page.evaluate((address) => window.__gangwayTestWallet.addSmartAccount(address), owner)
  await connectWallet(page)
  await expect(page.getByTestId('gw-account-button')).toContainText(short(owner))

  const answered = balanceAnswer(page, owner)
  await page.getByTestId('gw-account-button').click()
  await expect(view(page, 'Account')).toBeVisible()
  // The service did answer PTS, with quantity.decimals '0'.
  const body = (await (await answered).json()) as { balances: WireBalance[] }
  const wire = body.balances.find(
    (b) => b.address?.toLowerCase() === `eip155:1:${pts}`.toLowerCase(),
  )
  expect(wire, 'the balance service lists the 0-decimal token').toMatchObject({
    symbol: 'PTS',
    quantity: { decimals: '0', numeric: '7' },
  })
  expect(body.balances.map((b) => b.symbol)).toEqual(expect.arrayContaining(['ETH', 'TUSD', 'PTS']))

  // Tokens: Ethereum and Test USD shown, Gangway Points not.
  const tokens = page.getByRole('list', { name: 'Tokens' })
  await expect(tokens.getByRole('listitem').filter({ hasText: 'Test USD' })).toHaveCount(1)
  await expect(tokens.getByRole('listitem').filter({ hasText: 'Ethereum' })).toHaveCount(1)
  await expect(tokens.getByRole('listitem')).toHaveCount(2)
  await expect(page.getByTestId('gw-tokens')).not.toContainText('Gangway Points')
  await expect(page.getByTestId('gw-tokens')).not.toContainText('PTS')

  // Send's token list (the same balances): ETH and TUSD to pick, PTS not.
  await page.getByTestId('gw-action-send').click()
  await expect(view(page, 'WalletSend')).toBeVisible()
  await page.getByTestId('gw-send-token').click()
  const select = view(page, 'WalletSendSelectToken')
  await expect(select).toBeVisible()
  await expect(page.getByTestId('gw-send-token-TUSD')).toBeVisible()
  await expect(page.getByTestId('gw-send-token-ETH')).toBeVisible()
  await expect(page.getByTestId('gw-send-token-PTS')).toHaveCount(0)
  await expect(select.getByRole('listitem')).toHaveCount(2)
  await expect(select).not.toContainText('Gangway Points')
})
