import { useT } from '@gangway/modal-shell/kit'
import { authMessages } from '../messages.js'

/** The email login's messages in the modal's locale (namespace `auth`). */
export const useAuthT = () => useT('auth', authMessages)
