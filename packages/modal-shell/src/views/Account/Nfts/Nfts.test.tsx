import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { connect } from '../../../internal/core.js'
import { deferred, renderModal } from '../../../test/fixtures.js'
import { API, apiOptions, CONTRACT, fakeDataApi, ROUTES, wireNft } from '../_test/dataApi.js'

async function openNfts() {
  const rendered = renderModal(apiOptions)
  await act(() => connect(rendered.engine, { connectorId: 'io.metamask' }))
  act(() => rendered.modal.open())
  await screen.findByTestId('gw-view-Account')
  fireEvent.click(screen.getByTestId('gw-tab-NFTs'))
  return rendered
}

const tiles = () => screen.getAllByTestId('gw-nft')

describe('NFTs tab', () => {
  it('shows each NFT with its picture, name, collection and token id; spam hidden', async () => {
    const api = fakeDataApi({
      [ROUTES.nfts]: {
        body: { data: [wireNft('3'), wireNft('9', true), wireNft('4')], next: null },
      },
    })
    await openNfts()
    await screen.findByTestId('gw-nfts')
    expect(tiles().map((t) => t.textContent)).toEqual([
      'Gangway Crew #3Gangway Crew#3',
      'Gangway Crew #4Gangway Crew#4',
    ])
    expect(tiles()[0]!.querySelector('img')?.getAttribute('src')).toBe('data:image/svg+xml,crew-3')
    expect(api.calls(ROUTES.nfts)[0]?.query).toMatchObject({ chainId: 'eip155:1' })
  })

  it('shows a placeholder when a picture fails to load', async () => {
    fakeDataApi({ [ROUTES.nfts]: { body: { data: [wireNft('3')], next: null } } })
    await openNfts()
    const img = (await screen.findByTestId('gw-nft')).querySelector('img')!
    fireEvent.error(img)
    expect(tiles()[0]!.querySelector('img')).toBeNull()
    expect(tiles()[0]!.querySelector('.gw-ph')?.textContent).toBe('G')
  })

  it('opens a detail in the tab (contract, token id, explorer link) and goes back to the same tile', async () => {
    fakeDataApi({ [ROUTES.nfts]: { body: { data: [wireNft('3'), wireNft('4')], next: null } } })
    await openNfts()
    await screen.findByTestId('gw-nfts')
    fireEvent.click(tiles()[1]!)
    const detail = screen.getByTestId('gw-nft-detail')
    expect(within(detail).getByRole('heading').textContent).toBe('Gangway Crew #4')
    expect(detail.textContent).toContain('Token ID4')
    expect(within(detail).getByTitle(CONTRACT).textContent).toBe('0x9f…7fa6e0')
    const link = within(detail).getByRole('link', { name: 'View on Etherscan' })
    expect(link.getAttribute('href')).toBe(`https://etherscan.io/nft/${CONTRACT}/4`)
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
    // The larger picture is the detail image.
    expect(detail.querySelector('img')?.getAttribute('src')).toBe(
      `${API}/v1/nft-image/eip155:1/${CONTRACT}/4`,
    )
    const back = within(detail).getByRole('button', { name: 'All NFTs' })
    expect(document.activeElement).toBe(back)
    fireEvent.click(back)
    await waitFor(() => expect(document.activeElement).toBe(tiles()[1]))
  })

  it('shows a loading state, then an error with a retry that asks again', async () => {
    const first = deferred<Response>()
    const api = fakeDataApi({ [ROUTES.nfts]: () => first.promise })
    await openNfts()
    expect(screen.getByRole('list', { name: 'Loading NFTs' }).getAttribute('aria-busy')).toBe(
      'true',
    )
    await act(async () => first.resolve(new Response('{}', { status: 500 })))
    const error = await screen.findByTestId('gw-nfts-error')
    expect(within(error).getByRole('alert').textContent).toBe(
      'NFTs could not be loaded. HTTP request failed with status 500',
    )
    api.set(ROUTES.nfts, { body: { data: [wireNft('3')], next: null } })
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByTestId('gw-nfts')).toBeTruthy()
    expect(api.calls(ROUTES.nfts)).toHaveLength(2)
  })

  it('says so when there are none (or only spam)', async () => {
    fakeDataApi({ [ROUTES.nfts]: { body: { data: [wireNft('1', true)], next: null } } })
    await openNfts()
    expect(await screen.findByText('No NFTs to show')).toBeTruthy()
  })

  it('loads the next page on demand', async () => {
    const api = fakeDataApi({
      [ROUTES.nfts]: { body: { data: [wireNft('1')], next: 'page-2' } },
    })
    await openNfts()
    await screen.findByTestId('gw-nfts')
    api.set(ROUTES.nfts, { body: { data: [wireNft('2')], next: null } })
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(tiles()).toHaveLength(2))
    expect(api.calls(ROUTES.nfts)[1]?.query.cursor).toBe('page-2')
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
  })
})
