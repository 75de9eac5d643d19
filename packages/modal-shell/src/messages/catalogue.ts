import type { accountMessages, requestMessages } from './account.js'
import type { connectingMessages } from './connecting.js'
import type { frameMessages } from './frame.js'
import type { kitMessages } from './kit.js'

/** The shell's whole English catalogue (namespace `shell`), one part per chunk it shows in. */
export type ShellMessages = typeof frameMessages &
  typeof connectingMessages &
  typeof accountMessages &
  typeof requestMessages &
  typeof kitMessages

declare module '@gangway/core' {
  interface MessageCatalogues {
    shell: ShellMessages
  }
}
