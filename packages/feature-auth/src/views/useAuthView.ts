import { useEngine, useViewStyles } from '@gangway/modal-shell/kit'
import { authState } from '../state.js'
import { css } from './styles.js'

/**
 * What each of the email login's views starts with: the feature's styles injected, the engine,
 * and the login's runtime on it.
 */
export function useAuthView() {
  useViewStyles('feature-auth', css)
  const engine = useEngine()
  return { engine, runtime: authState.get(engine) }
}
