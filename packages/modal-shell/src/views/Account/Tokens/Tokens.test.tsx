import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { base, connect, emitEvent, switchNetwork } from '../../../internal/core.js'
import { deferred, renderModal } from '../../../test/fixtures.js'
import { apiOptions, fakeDataApi, ROUTES, wireBalance } from '../_test/dataApi.js'

afterEach(() => {
  vi.useRealTimers()
})

const portfolio = {
  balances: [
    wireBalance('GWAY', '1234.5', 0.25, 'Gangway Token'),
    wireBalance('ETH', '9999.987654321', 3000, 'Ethereum'),
    wireBalance('TUSD', '2500', 1, 'Test USD'),
    wireBalance('CLAIM', '0', 0),
  ],
}

async function openAccount() {
  const rendered = renderModal(apiOptions)
  await act(() => connect(rendered.engine, { connectorId: 'io.metamask' }))
  act(() => rendered.modal.open())
  await screen.findByTestId('gw-view-Account')
  return rendered
}

const rows = () =>
  within(screen.getByRole('list', { name: 'Tokens' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent)

describe('Tokens tab', () => {
  it('lists the balances by USD value with quantity (3 decimals, rounded half-up per spec §9), value and total; empty ones left out', async () => {
    const api = fakeDataApi({ [ROUTES.balance]: { body: portfolio } })
    await openAccount()
    await screen.findByTestId('gw-tokens')
    expect(rows()).toEqual([
      'Ethereum9999.988 ETH$29,999,962.96',
      'Test USD2500 TUSD$2,500.00',
      'Gangway Token1234.5 GWAY$308.63',
    ])
    expect(screen.getByTestId('gw-tokens-total').textContent).toBe('$30,002,771.59')
    expect(api.calls(ROUTES.balance)[0]?.query).toMatchObject({
      currency: 'usd',
      chainId: 'eip155:1',
    })
  })

  it('shows a loading skeleton, then the list', async () => {
    const answer = deferred<Response>()
    fakeDataApi({ [ROUTES.balance]: () => answer.promise })
    await openAccount()
    const loading = await screen.findByRole('list', { name: 'Loading tokens' })
    expect(loading.getAttribute('aria-busy')).toBe('true')
    await act(async () => answer.resolve(new Response(JSON.stringify(portfolio))))
    expect(await screen.findByTestId('gw-tokens')).toBeTruthy()
  })

  it("after a failure: the 'Token Balance Unavailable' toast once, an error with a retry locked for 30 s", async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const api = fakeDataApi({ [ROUTES.balance]: { status: 503, body: {} } })
    const { engine } = await openAccount()
    const toasts: string[] = []
    engine.$toasts.subscribe((list) => {
      for (const toast of list) if (!toasts.includes(toast.message)) toasts.push(toast.message)
    })
    const error = await screen.findByTestId('gw-tokens-error')
    expect(within(error).getByRole('alert').textContent).toBe(
      'Token balances are unavailable right now.',
    )
    expect(toasts).toEqual(['Token Balance Unavailable'])
    const retryButton = () =>
      within(screen.getByTestId('gw-tokens-error')).getByRole<HTMLButtonElement>('button')
    expect(retryButton().textContent).toBe('Try again in 30 s')
    expect(retryButton().disabled).toBe(true)

    // Switching tabs and back inside the lockout asks nothing.
    fireEvent.click(screen.getByTestId('gw-tab-NFTs'))
    fireEvent.click(screen.getByTestId('gw-tab-Tokens'))
    await screen.findByTestId('gw-tokens-error')
    expect(api.calls(ROUTES.balance)).toHaveLength(1)

    api.set(ROUTES.balance, { body: portfolio })
    vi.setSystemTime(Date.now() + 30_000)
    await waitFor(() => expect(retryButton().textContent).toBe('Try again'), { timeout: 2000 })
    fireEvent.click(retryButton())
    expect(await screen.findByTestId('gw-tokens')).toBeTruthy()
    expect(api.calls(ROUTES.balance)).toHaveLength(2)
  })

  it('refreshes after a send and on a network change', async () => {
    const api = fakeDataApi({ [ROUTES.balance]: { body: portfolio } })
    const { engine } = await openAccount()
    await screen.findByTestId('gw-tokens')
    api.set(ROUTES.balance, {
      body: { balances: [wireBalance('ETH', '9000', 3000, 'Ethereum')] },
    })
    // What settleRequest emits when an approved eth_sendTransaction went through.
    act(() => {
      emitEvent(engine, 'WALLET_REQUEST_SUCCESS', { method: 'eth_sendTransaction' })
    })
    await waitFor(() => expect(rows()).toEqual(['Ethereum9000 ETH$27,000,000.00']))

    await act(() => switchNetwork(engine, base))
    await waitFor(() => expect(api.calls(ROUTES.balance)).toHaveLength(3))
    expect(api.calls(ROUTES.balance)[2]?.query.chainId).toBe('eip155:8453')
  })

  it('says so when the account holds no tokens', async () => {
    fakeDataApi()
    await openAccount()
    expect(await screen.findByText('No tokens to show')).toBeTruthy()
  })
})
