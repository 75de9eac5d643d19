import { useGangway } from '@gangway/modal-shell'
import { useEffect, useState } from 'react'
import type { SiwxSession } from '../types.js'
import { watchSiwxSession } from './siwxSession.js'

/**
 * The signed-in session of the nearest `<GangwayProvider>`'s modal (re-renders on sign-in,
 * sign-out, account or network change), `undefined` while signed out.
 *
 * @example
 * import { useSiwxSession } from '@gangway/feature-siwx/host'
 * const session = useSiwxSession()
 * return session ? <p>Signed in as {session.data.accountAddress}</p> : null
 */
export function useSiwxSession(): SiwxSession | undefined {
  const modal = useGangway()
  const [session, setSession] = useState<SiwxSession | undefined>()
  useEffect(() => watchSiwxSession(modal.engine, setSession), [modal])
  return session
}
