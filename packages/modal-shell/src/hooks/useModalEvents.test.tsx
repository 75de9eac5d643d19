import { startServiceEmulator } from '@gangway/devstack'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { GangwayProvider } from '../context/GangwayContext.js'
import { emitEvent, type ModalEvent } from '../internal/core.js'
import { makeModal } from '../test/fixtures.js'
import { useModalEvents } from './useModalEvents.js'

let service: Awaited<ReturnType<typeof startServiceEmulator>>
beforeAll(async () => {
  service = await startServiceEmulator({ dataApi: false })
})
afterAll(() => service.stop())

describe('useModalEvents', () => {
  it('gives the host every event analytics sends, in order (and MODAL_CREATED, which analytics skips)', async () => {
    const made = makeModal({ services: service.urls, logLevel: 'silent', projectId: 'events-hook' })
    const wrapper = ({ children }: { children: ReactNode }) => (
      <GangwayProvider modal={made.modal}>{children}</GangwayProvider>
    )
    const seen: ModalEvent[] = []
    const onEvent = vi.fn((event: ModalEvent) => seen.push(event))
    const { result } = renderHook(() => useModalEvents(onEvent), { wrapper })
    act(() => {
      emitEvent(made.engine, 'MODAL_CREATED')
      made.modal.open()
      emitEvent(made.engine, 'SWITCH_NETWORK', { network: 'eip155:8453' })
      made.modal.close()
    })
    // Several events within one render: the latest is returned, the callback got each.
    expect(result.current?.data.event).toBe('MODAL_CLOSE')
    expect(seen.map((e) => e.data.event)).toEqual([
      'MODAL_CREATED',
      'MODAL_OPEN',
      'SWITCH_NETWORK',
      'MODAL_CLOSE',
    ])
    // Analytics sends its events in one batch, ANALYTICS_BATCH_MS (2 s) after the first.
    await waitFor(() => expect(service.analyticsEvents()).toHaveLength(3), { timeout: 5000 })
    const sent = service
      .analyticsEvents()
      .map((r) => r.body as { timestamp: number; props: object })
    expect(sent.map((b) => b.props)).toEqual(
      seen.slice(1).map((e) => ({ ...e.data, address: undefined })),
    )
    expect(sent.map((b) => b.timestamp)).toEqual(seen.slice(1).map((e) => e.timestamp))
  })

  it('stops calling back after unmount', () => {
    const made = makeModal({ analytics: false })
    const wrapper = ({ children }: { children: ReactNode }) => (
      <GangwayProvider modal={made.modal}>{children}</GangwayProvider>
    )
    const onEvent = vi.fn()
    const { unmount } = renderHook(() => useModalEvents(onEvent), { wrapper })
    act(() => made.modal.open())
    expect(onEvent).toHaveBeenCalledTimes(1)
    unmount()
    act(() => made.modal.close())
    expect(onEvent).toHaveBeenCalledTimes(1)
  })
})
