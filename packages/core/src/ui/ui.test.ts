import { describe, expect, it } from 'vitest'
import { connect } from '../connection/connect.js'
import { fakeAdapter, METAMASK, makeEngine, signInFeature } from '../engine/_test/fixtures.js'
import { start } from '../engine/start.js'
import { loadFeature } from '../features/loadFeature.js'
import { canClose } from '../modal/close.js'
import { open } from '../modal/open.js'
import { addView } from './addView.js'
import { getProvider } from './getProvider.js'
import { setCurrentTab } from './setCurrentTab.js'
import { setThemeMode, setThemeVariables } from './setTheme.js'

describe('shell-facing actions', () => {
  it('addView registers a component by view name', () => {
    const engine = makeEngine()
    const Connect = () => null
    addView(engine, 'Connect', Connect)
    expect(engine.$views.get().Connect).toBe(Connect)
  })

  it('setThemeMode and setThemeVariables update the theme, merging variables', () => {
    const engine = makeEngine({ themeVariables: { '--gw-accent': 'red' } })
    setThemeMode(engine, 'dark')
    setThemeVariables(engine, { '--gw-radius': '8px' })
    expect(engine.$theme.get()).toEqual({
      mode: 'dark',
      variables: { '--gw-accent': 'red', '--gw-radius': '8px' },
    })
  })

  it('setCurrentTab sets the account state’s currentTab (spec §3)', () => {
    const engine = makeEngine()
    setCurrentTab(engine, 2)
    expect(engine.$accounts.get().eip155?.currentTab).toBe(2)
  })

  it('canClose follows the close guards features add (spec §4 sign-in in ApproveTransaction)', async () => {
    const { feature, $session } = signInFeature({ required: true })
    const engine = makeEngine({ adapters: [fakeAdapter().adapter], features: { siwx: feature } })
    await loadFeature(engine, 'siwx')
    open(engine, { view: 'ApproveTransaction' })
    expect(canClose(engine)).toBe(false)
    $session.set(true)
    expect(canClose(engine)).toBe(true)
  })

  it('getProvider gives the current connection’s provider, undefined before connecting', async () => {
    const fake = fakeAdapter()
    const engine = makeEngine({ adapters: [fake.adapter] })
    start(engine)
    expect(getProvider(engine, 'eip155')).toBeUndefined()
    await connect(engine, { connectorId: METAMASK.id })
    getProvider(engine, 'eip155')
    expect(fake.instance.getProvider).toHaveBeenCalledWith({ connectorId: METAMASK.id })
  })
})
