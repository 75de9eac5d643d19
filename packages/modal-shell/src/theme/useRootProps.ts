import { useStore } from '@nanostores/react'
import { type CSSProperties, useInsertionEffect } from 'react'
import { useEngine } from '../context/GangwayContext.js'
import { injectStyles } from './injectStyles.js'
import { accentTokens, themeStyle } from './tokens.js'

/**
 * The attributes that make an element a Gangway root: the scope attribute every CSS selector
 * hangs on, the language and writing direction of the locale shown, the theme mode, and the host's variable overrides, with the host's accent made
 * readable in this mode (`accentTokens`). Injects the stylesheet once.
 */
export function useRootProps() {
  const engine = useEngine()
  const { mode, variables } = useStore(engine.$theme)
  const { locale, dir } = useStore(engine.$i18n)
  useInsertionEffect(() => injectStyles(document), [])
  return {
    'data-gw-root': '',
    lang: locale,
    dir,
    'data-gw-theme': mode,
    style: { ...themeStyle(variables), ...accentTokens(mode, variables) } as CSSProperties,
  }
}
