import type { Engine } from '../engine/types.js'
import type { ThemeMode } from '../types.js'

/**
 * Switches the modal between the light and dark theme.
 *
 * @example
 * import { setThemeMode } from '@gangway/core'
 * setThemeMode(engine, 'dark')
 */
export function setThemeMode(engine: Engine, mode: ThemeMode): void {
  engine.$theme.set({ ...engine.$theme.get(), mode })
}

/**
 * Merges theme variables (e.g. `{ '--gw-accent': '#5b5bd6' }`) into the current ones.
 *
 * @example
 * import { setThemeVariables } from '@gangway/core'
 * setThemeVariables(engine, { '--gw-radius': '8px' })
 */
export function setThemeVariables(
  engine: Engine,
  variables: Record<string, string | number>,
): void {
  const theme = engine.$theme.get()
  engine.$theme.set({ ...theme, variables: { ...theme.variables, ...variables } })
}
