import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { ConnectButton } from '../components/ConnectButton/ConnectButton.js'
import { NetworkButton } from '../components/NetworkButton/NetworkButton.js'
import { GangwayProvider, useGangway } from '../context/GangwayContext.js'
import { base, connect } from '../internal/core.js'
import { ADDRESS, makeModal, SHORT_ADDRESS } from '../test/fixtures.js'
import { useAccount } from './useAccount.js'
import { useDisconnect } from './useDisconnect.js'
import { useModal } from './useModal.js'
import { useModalEvents } from './useModalEvents.js'
import { useModalState } from './useModalState.js'
import { useModalTheme } from './useModalTheme.js'
import { useNetwork } from './useNetwork.js'
import { useProvider } from './useProvider.js'
import { useWalletInfo } from './useWalletInfo.js'

const setup = () => {
  const made = makeModal()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <GangwayProvider modal={made.modal}>{children}</GangwayProvider>
  )
  return { ...made, wrapper }
}

describe('hooks', () => {
  it('throw a clear error outside <GangwayProvider>', () => {
    expect(() => renderHook(() => useGangway())).toThrow('No Gangway modal found')
  })

  it('useModal and useModalState follow the modal', () => {
    const { wrapper } = setup()
    const { result } = renderHook(() => ({ modal: useModal(), state: useModalState() }), {
      wrapper,
    })
    expect(result.current.modal.isOpen).toBe(false)
    act(() => result.current.modal.open({ view: 'Networks' }))
    expect(result.current.modal.isOpen).toBe(true)
    expect(result.current.state).toEqual({
      open: true,
      loading: false,
      view: 'Networks',
      namespace: 'eip155',
      networkId: 'eip155:1',
    })
    act(() => void result.current.modal.close())
    expect(result.current.state.open).toBe(false)
  })

  it('useAccount, useWalletInfo, useProvider, useDisconnect follow the connection', async () => {
    const { wrapper, engine } = setup()
    const { result } = renderHook(
      () => ({
        account: useAccount({ namespace: 'eip155' }),
        wallet: useWalletInfo(),
        provider: useProvider({ namespace: 'eip155' }),
        disconnect: useDisconnect(),
      }),
      { wrapper },
    )
    expect(result.current.account).toMatchObject({ isConnected: false, status: 'disconnected' })
    expect(result.current.provider.provider).toBeUndefined()
    await act(() => connect(engine, { connectorId: 'io.metamask' }))
    expect(result.current.account).toMatchObject({
      isConnected: true,
      status: 'connected',
      address: ADDRESS,
      caipAddress: `eip155:1:${ADDRESS}`,
      namespace: 'eip155',
    })
    expect(result.current.wallet.walletInfo?.name).toBe('MetaMask')
    expect(result.current.provider).toEqual({
      provider: { isFake: true },
      connectorId: 'io.metamask',
    })
    await act(() => result.current.disconnect.disconnect())
    expect(result.current.account.isConnected).toBe(false)
    expect(result.current.provider.provider).toBeUndefined()
  })

  it('useNetwork switches the network', async () => {
    const { wrapper } = setup()
    const { result } = renderHook(() => useNetwork(), { wrapper })
    expect(result.current.network?.id).toBe(1)
    expect(result.current.networks.map((n) => n.id)).toEqual([1, 8453])
    await act(() => result.current.switchNetwork(base))
    expect(result.current.network?.id).toBe(8453)
  })

  it('useModalEvents gives the latest event; useModalTheme reads and sets the theme', () => {
    const { wrapper, modal } = setup()
    const { result } = renderHook(() => ({ event: useModalEvents(), theme: useModalTheme() }), {
      wrapper,
    })
    act(() => modal.open())
    expect(result.current.event?.data.event).toBe('MODAL_OPEN')
    expect(result.current.theme.themeMode).toBe('light')
    act(() => result.current.theme.setThemeMode('dark'))
    act(() => result.current.theme.setThemeVariables({ '--gw-accent': 'red' }))
    expect(result.current.theme).toMatchObject({
      themeMode: 'dark',
      themeVariables: { '--gw-accent': 'red' },
    })
  })
})

describe('headless buttons', () => {
  it('ConnectButton.Custom and NetworkButton.Custom render what the host returns', async () => {
    const { modal, engine } = makeModal()
    render(
      <GangwayProvider modal={modal}>
        <ConnectButton.Custom>
          {(s) => (
            <button type="button" onClick={s.open}>
              {s.isConnected ? `${s.displayName} · ${s.displayBalance}` : 'Log in'}
            </button>
          )}
        </ConnectButton.Custom>
        <NetworkButton.Custom>
          {(s) => (
            <button type="button" onClick={s.open}>
              on {s.network?.name}
            </button>
          )}
        </NetworkButton.Custom>
      </GangwayProvider>,
    )
    fireEvent.click(screen.getByText('Log in'))
    expect(engine.$router.get().view).toBe('Connect')
    await act(() => connect(engine, { connectorId: 'io.metamask' }))
    expect(await screen.findByText(`${SHORT_ADDRESS} · 1.235 ETH`)).toBeTruthy()
    fireEvent.click(screen.getByText('on Ethereum'))
    expect(engine.$router.get().view).toBe('Networks')
  })

  it('ConnectButton takes a label and can hide the balance', async () => {
    const { modal, engine } = makeModal()
    render(
      <GangwayProvider modal={modal}>
        <ConnectButton label="Sign in" showBalance={false} />
      </GangwayProvider>,
    )
    expect(screen.getByTestId('gw-connect-button').textContent).toBe('Sign in')
    await act(() => connect(engine, { connectorId: 'io.metamask' }))
    expect((await screen.findByTestId('gw-account-button')).textContent).toBe(SHORT_ADDRESS)
  })

  it("ConnectButton's balance in the locale shown: '1,235 ETH' in German (issue 36 §1)", async () => {
    const { modal, engine } = makeModal()
    await modal.setLocale('de')
    render(
      <GangwayProvider modal={modal}>
        <ConnectButton />
        <ConnectButton.Custom>{(s) => <output>{s.displayBalance}</output>}</ConnectButton.Custom>
      </GangwayProvider>,
    )
    await act(() => connect(engine, { connectorId: 'io.metamask' }))
    expect((await screen.findByTestId('gw-account-button')).textContent).toBe(
      `${SHORT_ADDRESS}1,235 ETH`,
    )
    expect(screen.getByRole('status').textContent).toBe('1,235 ETH')
  })

  it("ConnectButton's balance is one left-to-right isolate: Arabic reads '1.235 ETH', not 'ETH 1.235'", async () => {
    const { modal, engine } = makeModal()
    await modal.setLocale('ar')
    render(
      <GangwayProvider modal={modal}>
        <ConnectButton />
      </GangwayProvider>,
    )
    await act(() => connect(engine, { connectorId: 'io.metamask' }))
    const button = await screen.findByTestId('gw-account-button')
    await waitFor(() =>
      expect(button.querySelector('.gw-cbtn-balance')?.textContent).toMatch(/ETH$/),
    )
    expect(button.querySelector('.gw-cbtn-balance')?.getAttribute('dir')).toBe('ltr')
  })
})
