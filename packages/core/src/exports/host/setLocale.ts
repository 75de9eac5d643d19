import type { HostAction } from '../../engine/hostEngine.js'
import { setLocale as setLocaleAction } from '../../i18n/setLocale.js'

/** `setLocale` as hosts call it, with the read-only host `Engine` (the same function). */
export const setLocale = setLocaleAction as HostAction<typeof setLocaleAction>
