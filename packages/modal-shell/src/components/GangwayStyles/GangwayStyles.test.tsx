import { act } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { GangwayProvider } from '../../context/GangwayContext.js'
import { makeModal } from '../../test/fixtures.js'
import { baseCss } from '../../theme/baseStyles.js'
import { injectModalStyles } from '../../theme/injectModalStyles.js'
import { css } from '../../theme/styles.js'
import { ConnectButton } from '../ConnectButton/ConnectButton.js'
import { GangwayStyles } from './GangwayStyles.js'

afterEach(() => {
  document.head.innerHTML = ''
  document.body.innerHTML = ''
})

describe('GangwayStyles', () => {
  it('renders the base and modal sheets as <style> elements on the server, CSS unescaped, with the nonce', () => {
    const html = renderToString(<GangwayStyles nonce="r4nd0m" />)
    expect(html).toBe(
      `<style id="gangway-base-styles" nonce="r4nd0m">${baseCss}</style>` +
        `<style id="gangway-styles" nonce="r4nd0m">${css}</style>`,
    )
    expect(renderToString(<GangwayStyles />)).not.toContain('nonce')
  })

  it('a server-rendered page with it hydrates without a second copy of either sheet', () => {
    const { modal } = makeModal()
    const app = (
      <GangwayProvider modal={modal}>
        <GangwayStyles />
        <ConnectButton />
      </GangwayProvider>
    )
    const container = document.createElement('div')
    container.innerHTML = renderToString(app)
    document.body.appendChild(container)
    // Styled before any script: the button's rules are in the page with it.
    expect(container.querySelector('style#gangway-base-styles')!.textContent).toContain('.gw-cbtn{')
    expect(container.querySelector('.gw-cbtn')).toBeTruthy()
    const before = document.adoptedStyleSheets.length
    act(() => {
      hydrateRoot(container, app)
    })
    injectModalStyles(document)
    expect(document.adoptedStyleSheets.length).toBe(before)
    expect(document.querySelectorAll('style')).toHaveLength(2)
    modal.destroy()
  })
})
