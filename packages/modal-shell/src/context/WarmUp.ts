import { createContext } from 'react'

/**
 * True inside the modal's hidden warm-up render (see Modal's `warmUp`): icons show their
 * placeholder, so nothing is fetched before the visitor opens the modal. @internal
 */
export const WarmUp = createContext(false)
