import type { HostAction } from '../../engine/hostEngine.js'
import {
  setThemeMode as setThemeModeAction,
  setThemeVariables as setThemeVariablesAction,
} from '../../ui/setTheme.js'

/** `setThemeMode` as hosts call it, with the read-only host `Engine` (the same function). */
export const setThemeMode = setThemeModeAction as HostAction<typeof setThemeModeAction>
/** `setThemeVariables` as hosts call it, with the read-only host `Engine` (the same function). */
export const setThemeVariables = setThemeVariablesAction as HostAction<
  typeof setThemeVariablesAction
>
