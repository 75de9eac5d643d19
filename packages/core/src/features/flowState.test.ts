import { describe, expect, it } from 'vitest'
import { makeEngine } from '../engine/_test/fixtures.js'
import { dropFlowState, flowOwner, getFlowState, resetFlowState } from './flowState.js'

const VIEWS = new Set(['Swap', 'SwapPreview'])
const initial = (owner: string) => ({ owner, amount: '' })

function setup() {
  const engine = makeEngine()
  engine.$modal.set({ ...engine.$modal.get(), open: true })
  engine.$router.set({ ...engine.$router.get(), history: ['Account', 'Swap'] })
  const flow = getFlowState(engine, 'test:flow', VIEWS, initial)
  flow.$state.setKey('amount', '1')
  return { engine, flow }
}

describe('getFlowState', () => {
  it('is one state per engine and key', () => {
    const { engine, flow } = setup()
    expect(getFlowState(engine, 'test:flow', VIEWS, initial)).toBe(flow)
    expect(getFlowState(makeEngine(), 'test:flow', VIEWS, initial)).not.toBe(flow)
    expect(flow.$state.get().owner).toBe(flowOwner(engine))
  })

  it('resets and aborts what is in flight when the modal closes', () => {
    const { engine, flow } = setup()
    const { signal } = flow.abortController()
    engine.$modal.set({ ...engine.$modal.get(), open: false })
    expect(flow.$state.get().amount).toBe('')
    expect(signal.aborted).toBe(true)
  })

  it('keeps its state while a view of the flow is on the stack, resets when none is', () => {
    const { engine, flow } = setup()
    engine.$router.set({
      ...engine.$router.get(),
      history: ['Account', 'Swap', 'ApproveTransaction'],
    })
    expect(flow.$state.get().amount).toBe('1')
    engine.$router.set({ ...engine.$router.get(), history: ['Account'] })
    expect(flow.$state.get().amount).toBe('')
  })

  it('a slot aborts its previous controller only', () => {
    const { flow } = setup()
    const first = flow.abortController('quote')
    const other = flow.abortController('fee')
    flow.abortController('quote')
    expect(first.signal.aborted).toBe(true)
    expect(other.signal.aborted).toBe(false)
  })

  it('resetFlowState and dropFlowState: a missing state is a no-op; drop stops listening', () => {
    const engine = makeEngine()
    expect(() => resetFlowState(engine, 'test:none')).not.toThrow()
    expect(() => dropFlowState(engine, 'test:none')).not.toThrow()
    const { engine: e, flow } = setup()
    resetFlowState(e, 'test:flow')
    expect(flow.$state.get().amount).toBe('')
    flow.$state.setKey('amount', '2')
    const { signal } = flow.abortController()
    dropFlowState(e, 'test:flow')
    expect(signal.aborted).toBe(true)
    e.$modal.set({ ...e.$modal.get(), open: false })
    expect(flow.$state.get().amount).toBe('2')
    expect(getFlowState(e, 'test:flow', VIEWS, initial)).not.toBe(flow)
  })
})
