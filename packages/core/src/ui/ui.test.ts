import { describe, expect, it } from 'vitest'
import { connect } from '../connection/connect.js'
import { fakeAdapter, METAMASK, makeEngine } from '../engine/_test/fixtures.js'
import { start } from '../engine/start.js'
import { canClose } from '../modal/close.js'
import { open } from '../modal/open.js'
import { base, mainnet } from '../networks/index.js'
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

  it('canClose is false in ApproveTransaction when sign-in is required with no session (spec §4)', () => {
    const adapters = [fakeAdapter().adapter]
    const engine = makeEngine({ networks: [mainnet, base], adapters, siwx: { required: true } })
    open(engine, { view: 'ApproveTransaction' })
    expect(engine.$router.get().view).toBe('ApproveTransaction')
    expect(canClose(engine)).toBe(false)
    engine.$siwxSession.set(true)
    expect(canClose(engine)).toBe(true)
    const optional = makeEngine({ networks: [mainnet, base], adapters, siwx: { required: false } })
    open(optional, { view: 'ApproveTransaction' })
    expect(canClose(optional)).toBe(true)
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
