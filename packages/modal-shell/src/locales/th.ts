import account from './account/th.js'
import connecting from './connecting/th.js'
import frame from './frame/th.js'
import kit from './kit/th.js'

export default { ...frame, ...connecting, ...account, ...kit }
