import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { withModal } from '../../test/fixtures.js'
import { CopyButton } from './CopyButton.js'

let writeText: ReturnType<typeof vi.fn<(text: string) => Promise<void>>>
beforeEach(() => {
  writeText = vi.fn(async (_text: string) => {})
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const liveRegion = (button: HTMLElement) => button.querySelector('[aria-live="polite"]')

describe('CopyButton', () => {
  it('copies the text and announces "Copied" through a live region, then resets', async () => {
    vi.useFakeTimers()
    render(<CopyButton text="0xabc" label="Copy address" />, withModal())
    const button = screen.getByRole('button', { name: 'Copy address' })
    // The live region is there before the copy, empty, so the change is announced.
    expect(liveRegion(button)?.textContent).toBe('')
    await act(async () => fireEvent.click(button))
    expect(writeText).toHaveBeenCalledWith('0xabc')
    expect(screen.getByRole('button', { name: 'Copied' })).toBe(button)
    expect(liveRegion(button)?.textContent).toBe('Copied')
    await act(async () => vi.advanceTimersByTime(1500))
    expect(button.getAttribute('aria-label')).toBe('Copy address')
    expect(liveRegion(button)?.textContent).toBe('')
  })

  it('labelled: shows its label and says the copied label in the same live text', async () => {
    render(
      <CopyButton
        text="wc:x"
        label="Copy link"
        copiedLabel="Link copied"
        labelled
        data-testid="c"
      />,
      withModal(),
    )
    const button = screen.getByTestId('c')
    expect(screen.getByRole('button', { name: 'Copy link' })).toBe(button)
    await act(async () => fireEvent.click(button))
    expect(writeText).toHaveBeenCalledWith('wc:x')
    expect(liveRegion(button)?.textContent).toBe('Link copied')
  })

  it('says nothing when the clipboard refuses', async () => {
    writeText.mockRejectedValueOnce(new Error('denied'))
    render(<CopyButton text="0xabc" label="Copy address" />, withModal())
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy address' })))
    expect(screen.queryByRole('button', { name: 'Copied' })).toBeNull()
  })

  it("says its default copied label in the modal's locale (issue 36 §1)", async () => {
    const { modal, wrapper } = withModal()
    await act(() => modal.setLocale('de'))
    render(<CopyButton text="0xabc" label="Adresse kopieren" />, { wrapper })
    const button = screen.getByRole('button', { name: 'Adresse kopieren' })
    await act(async () => fireEvent.click(button))
    expect(button.getAttribute('aria-label')).toBe('Kopiert')
    expect(liveRegion(button)?.textContent).toBe('Kopiert')
  })
})
