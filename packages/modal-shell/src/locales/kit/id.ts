import type { Translation } from '../../internal/core.js'
import type { kitMessages } from '../../messages/kit.js'

export default {} satisfies Translation<typeof kitMessages>
