import account from './account/it.js'
import connecting from './connecting/it.js'
import frame from './frame/it.js'
import kit from './kit/it.js'

export default { ...frame, ...connecting, ...account, ...kit }
