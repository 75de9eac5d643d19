import account from './account/ro.js'
import connecting from './connecting/ro.js'
import frame from './frame/ro.js'
import kit from './kit/ro.js'

export default { ...frame, ...connecting, ...account, ...kit }
