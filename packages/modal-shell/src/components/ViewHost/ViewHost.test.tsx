import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BaseError, type Feature, push } from '../../internal/core.js'
import { renderModal } from '../../test/fixtures.js'

/** What the Broken view throws while `failing`. */
const state: { failing: boolean; error: unknown } = { failing: true, error: undefined }

function Broken() {
  if (state.failing) throw state.error
  return <p data-testid="gw-view-Broken">works now</p>
}

/** A feature whose Broken view throws `error` until `state.failing` is false. */
function brokenFeature(error: unknown): Feature {
  Object.assign(state, { failing: true, error })
  return {
    id: 'broken',
    provides: { views: ['Broken'] },
    load: async () => ({ register: (ctx) => ctx.views.add('Broken', Broken) }),
  }
}

afterEach(() => vi.restoreAllMocks())

describe('a view that fails shows the designed error state, never the raw error', () => {
  it("a TypeError (an on-ramp view's 'n.providers.map is not a function'): Something went wrong, logged", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const error = new TypeError('n.providers.map is not a function')
    const { modal, engine } = renderModal({ features: { broken: brokenFeature(error) } })
    const log = vi.spyOn(engine.logger, 'error')
    act(() => modal.open({ view: 'Broken' }))
    const view = await screen.findByRole('alert')
    expect(view.getAttribute('data-testid')).toBe('gw-view-Broken')
    expect(view.textContent).toContain('This view is not available')
    expect(view.textContent).toContain('Something went wrong')
    expect(view.textContent).not.toContain('TypeError')
    expect(view.textContent).not.toContain('providers')
    expect(log).toHaveBeenCalledWith('The view Broken failed', error)
  })

  it("one of Gangway's errors shows its own message", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const error = new BaseError('Network not found', { details: 'eip155:5 (internal detail)' })
    const { modal } = renderModal({ features: { broken: brokenFeature(error) } })
    act(() => modal.open({ view: 'Broken' }))
    const view = await screen.findByRole('alert')
    expect(view.textContent).toContain('Network not found')
    expect(view.textContent).not.toContain('internal detail')
  })

  it('Try again renders the view afresh', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { modal } = renderModal({ features: { broken: brokenFeature(new Error('once')) } })
    act(() => modal.open({ view: 'Broken' }))
    await screen.findByRole('alert')
    state.failing = false
    fireEvent.click(screen.getByTestId('gw-view-retry'))
    await waitFor(() => expect(screen.getByTestId('gw-view-Broken').textContent).toBe('works now'))
  })

  it('Back returns to the view before; as the only view it is Close and closes the modal', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { modal, engine } = renderModal({ features: { broken: brokenFeature(new Error('x')) } })
    act(() => modal.open({ view: 'Broken' }))
    const back = await screen.findByTestId('gw-view-back')
    expect(back.textContent).toBe('Close')
    fireEvent.click(back)
    expect(engine.$modal.get().open).toBe(false)

    act(() => modal.open({ view: 'Networks' }))
    await screen.findByTestId('gw-view-Networks')
    act(() => push(engine, 'Broken'))
    fireEvent.click(await screen.findByText('Back'))
    await screen.findByTestId('gw-view-Networks')
  })
})
