import { act, render, screen } from '@testing-library/react'
import type { ReactElement } from 'react'
import { describe, expect, it } from 'vitest'
import { lazyView } from './lazyView.js'

describe('lazyView', () => {
  it('shows a loading state until its code is there, then the view; later shows render at once', async () => {
    let resolve!: (view: () => ReactElement) => void
    const view = lazyView(
      'Late',
      () => new Promise((r) => (resolve = r as typeof resolve)) as never,
    )
    const first = render(<view.View data={undefined} />)
    expect(screen.getByTestId('gw-view-Late').getAttribute('aria-busy')).toBe('true')
    expect(screen.getByText('Loading…')).toBeTruthy()
    await act(async () => resolve(() => <p>late view</p>))
    expect(screen.getByText('late view')).toBeTruthy()
    first.unmount()
    render(<view.View data={undefined} />)
    expect(screen.getByText('late view')).toBeTruthy() // no loading state the second time
  })

  it('a failed load reaches the error boundary, and a later show tries again', async () => {
    let calls = 0
    const view = lazyView('Flaky', async () => {
      calls++
      if (calls === 1) throw new Error('offline')
      return () => <p>back online</p>
    })
    await expect(view.preload()).rejects.toThrow('offline')
    await expect(view.preload()).resolves.toBeTruthy()
    expect(calls).toBe(2)
    render(<view.View data={undefined} />)
    expect(screen.getByText('back online')).toBeTruthy()
  })
})
