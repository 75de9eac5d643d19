import type { Translation } from '../../internal/core.js'
import type { accountMessages } from '../../messages/account.js'

export default {} satisfies Translation<typeof accountMessages>
