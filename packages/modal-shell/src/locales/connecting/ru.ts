import type { Translation } from '../../internal/core.js'
import type { connectingMessages } from '../../messages/connecting.js'

export default {} satisfies Translation<typeof connectingMessages>
