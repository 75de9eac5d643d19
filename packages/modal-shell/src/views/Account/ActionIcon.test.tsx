import { act, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { connect } from '../../internal/core.js'
import { renderModal } from '../../test/fixtures.js'
import { apiOptions, fakeDataApi } from './_test/dataApi.js'

beforeEach(() => {
  fakeDataApi()
})

/** Account with three actions declared as data: a path icon, an image URL, and none. */
const openAccount = async () => {
  const entry = (id: string, icon?: string) => ({
    id,
    label: id,
    view: id,
    ...(icon ? { icon } : {}),
  })
  const rendered = renderModal({
    ...apiOptions,
    features: {
      acts: {
        id: 'acts',
        provides: {
          actions: [
            entry('Send', 'M7 17 17 7M8 7h9v9'),
            entry('Picture', 'data:image/png;base64,iVBORw0KGgo='),
            entry('Plain'),
          ],
        },
        load: async () => ({ register() {} }),
      },
    },
  })
  await act(() => connect(rendered.engine, { connectorId: 'io.metamask' }))
  act(() => rendered.modal.open())
  await screen.findByTestId('gw-view-Account')
  return rendered
}

describe('Account actions’ icons (issue 36 §3)', () => {
  it('draws a path icon the feature declares as an inline SVG, hidden from screen readers', async () => {
    await openAccount()
    const action = screen.getByTestId('gw-action-Send')
    const svg = action.querySelector('.gw-act svg')
    expect(svg?.querySelector('path')?.getAttribute('d')).toBe('M7 17 17 7M8 7h9v9')
    expect(action.querySelector('.gw-act')?.getAttribute('aria-hidden')).toBe('true')
    expect(action.querySelector('.gw-ph')).toBeNull()
    // The button's name is the label alone.
    expect(action.textContent).toBe('Send')
  })

  it('shows an image URL as an image, and the letter only for an action without an icon', async () => {
    await openAccount()
    expect(
      screen.getByTestId('gw-action-Picture').querySelector('img')?.getAttribute('src'),
    ).toMatch(/^data:image\/png/)
    const plain = screen.getByTestId('gw-action-Plain')
    expect(plain.querySelector('svg path[d^="M"]:not([d="M9 5l7 7-7 7"])')).toBeNull()
    expect(plain.querySelector('.gw-ph')?.getAttribute('data-letter')).toBe('P')
  })
})
