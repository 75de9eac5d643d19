import { useStore } from '@nanostores/react'
import { type CSSProperties, useEffect, useInsertionEffect, useState } from 'react'
import { useEngine } from '../context/GangwayContext.js'
import { loadContrast, loadedContrast, setsAccent } from './accent.js'
import { injectStyles } from './injectStyles.js'
import { themeStyle } from './tokens.js'

/**
 * The attributes that make an element a Gangway root: the scope attribute every CSS selector
 * hangs on, the language and writing direction of the locale shown, the theme mode, and the host's variable overrides, with the host's accent made
 * readable in this mode (`accentTokens`, loaded when the host sets an accent). Injects the stylesheet once.
 */
export function useRootProps() {
  const engine = useEngine()
  const { mode, variables } = useStore(engine.$theme)
  const { locale, dir } = useStore(engine.$i18n)
  useInsertionEffect(() => injectStyles(document), [])
  // The readable accent's maths load only for a host that sets an accent (accent.ts).
  const accent = setsAccent(variables)
  const [contrast, setContrast] = useState(loadedContrast)
  useEffect(() => {
    if (accent && !contrast)
      loadContrast().then(setContrast, (error: unknown) =>
        engine.logger.warn('The theme contrast did not load', error),
      )
  }, [accent, contrast, engine])
  return {
    'data-gw-root': '',
    lang: locale,
    dir,
    'data-gw-theme': mode,
    style: {
      ...themeStyle(variables),
      ...(accent && contrast?.accentTokens(mode, variables)),
    } as CSSProperties,
  }
}
