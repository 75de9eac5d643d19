import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { matchesSearch, SearchInput } from './SearchInput.js'

afterEach(cleanup)

function Box({ onParentKey }: { onParentKey: (key: string) => void }) {
  const [value, setValue] = useState('')
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: stands for the modal card's key handler
    <div onKeyDown={(event) => onParentKey(event.key)}>
      <SearchInput label="Search token" value={value} onChange={setValue} data-testid="s" />
    </div>
  )
}

describe('SearchInput', () => {
  it('a named search box; Escape empties a filled box without reaching the modal, then closes as usual', () => {
    const parent = vi.fn()
    render(<Box onParentKey={parent} />)
    const box = screen.getByRole('searchbox', { name: 'Search token' }) as HTMLInputElement
    fireEvent.change(box, { target: { value: 'usd' } })
    expect(box.value).toBe('usd')
    fireEvent.keyDown(box, { key: 'Escape' })
    expect(box.value).toBe('')
    expect(parent).not.toHaveBeenCalled()
    fireEvent.keyDown(box, { key: 'Escape' })
    expect(parent).toHaveBeenCalledWith('Escape')
  })
})

describe('SearchInput length cap (issue 36 §3 "hostile input")', () => {
  it('takes at most 128 characters, typed or pasted', () => {
    render(<Box onParentKey={() => {}} />)
    const box = screen.getByRole('searchbox', { name: 'Search token' }) as HTMLInputElement
    expect(box.maxLength).toBe(128)
    fireEvent.change(box, { target: { value: 'x'.repeat(200) } })
    expect(box.value).toBe('x'.repeat(128))
  })
})

describe('matchesSearch', () => {
  it('blank matches all; else any field, ignoring case and surrounding spaces', () => {
    expect(matchesSearch('  ', 'Ether')).toBe(true)
    expect(matchesSearch(' eth ', 'Ether', 'ETH')).toBe(true)
    expect(matchesSearch('0XA0B8', 'USD Coin', 'USDC', 'eip155:1:0xa0b8')).toBe(true)
    expect(matchesSearch('dai', 'USD Coin', 'USDC')).toBe(false)
  })
})
