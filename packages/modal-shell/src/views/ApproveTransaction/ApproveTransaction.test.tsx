import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { UserRejectedRequestError } from '../../internal/core.js'
import { renderModal } from '../../test/fixtures.js'

describe('ApproveTransaction', () => {
  it('shows the method and its message; Approve resolves the request and leaves', async () => {
    const { fake, engine } = renderModal()
    let approval!: Promise<void>
    act(() => {
      approval = fake.ctx.requestApproval({
        method: 'personal_sign',
        params: ['0x48656c6c6f2047616e67776179', '0xabc'],
      })
    })
    const view = await screen.findByTestId('gw-view-ApproveTransaction')
    expect(view.textContent).toContain('Sign a message')
    expect(view.textContent).toContain('personal_sign')
    expect(view.querySelector('pre')!.textContent).toBe('Hello Gangway')
    fireEvent.click(screen.getByTestId('gw-request-approve'))
    await expect(approval).resolves.toBeUndefined()
    await waitFor(() => expect(engine.$modal.get().open).toBe(false))
  })

  it('pretty-prints other params as text, cut when long; Reject rejects the request', async () => {
    const { fake, engine } = renderModal()
    let approval!: Promise<void>
    const tx = { to: '0x1234', value: 10n, note: '<b>hi</b>', data: `0x${'ab'.repeat(3000)}` }
    act(() => {
      approval = fake.ctx.requestApproval({ method: 'eth_sendTransaction', params: [tx] })
    })
    const view = await screen.findByTestId('gw-view-ApproveTransaction')
    const pre = view.querySelector('pre')!
    expect(pre.textContent).toContain('"value": "10"')
    expect(pre.textContent).toContain('"note": "<b>hi</b>"')
    expect(pre.querySelector('b')).toBeNull()
    expect(pre.textContent).toMatch(/… \(\d+ more characters\)$/)
    expect(pre.textContent!.length).toBeLessThan(2100)
    fireEvent.click(screen.getByTestId('gw-request-reject'))
    await expect(approval).rejects.toBeInstanceOf(UserRejectedRequestError)
    await waitFor(() => expect(engine.$modal.get().open).toBe(false))
  })

  it('shows the next waiting request after the first is answered', async () => {
    const { fake } = renderModal()
    act(() => {
      void fake.ctx.requestApproval({ method: 'personal_sign', params: ['0x6f6e65', '0xabc'] })
      void fake.ctx
        .requestApproval({ method: 'personal_sign', params: ['0x74776f', '0xabc'] })
        .catch(() => {})
    })
    await waitFor(() =>
      expect(
        screen.getByTestId('gw-view-ApproveTransaction').querySelector('pre')!.textContent,
      ).toBe('one'),
    )
    fireEvent.click(screen.getByTestId('gw-request-approve'))
    await waitFor(() =>
      expect(
        screen.getByTestId('gw-view-ApproveTransaction').querySelector('pre')!.textContent,
      ).toBe('two'),
    )
  })
})
