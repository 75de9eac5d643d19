import { useStore } from '@nanostores/react'
import { useGangway } from '../context/GangwayContext.js'
import type { ThemeMode } from '../internal/core.js'

/** What `useModalTheme` returns. */
export type UseModalThemeReturnType = {
  themeMode: ThemeMode
  themeVariables: Record<string, string | number>
  setThemeMode: (mode: ThemeMode) => void
  setThemeVariables: (variables: Record<string, string | number>) => void
}

/**
 * The theme of the modal and the buttons, and setters for it.
 *
 * @example
 * import { useModalTheme } from '@gangway/modal-shell'
 * const { themeMode, setThemeMode } = useModalTheme()
 * setThemeMode(themeMode === 'dark' ? 'light' : 'dark')
 */
export function useModalTheme(): UseModalThemeReturnType {
  const modal = useGangway()
  const { mode, variables } = useStore(modal.engine.$theme)
  return {
    themeMode: mode,
    themeVariables: variables,
    setThemeMode: modal.setThemeMode,
    setThemeVariables: modal.setThemeVariables,
  }
}
