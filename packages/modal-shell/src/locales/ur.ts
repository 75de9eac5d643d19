import account from './account/ur.js'
import connecting from './connecting/ur.js'
import frame from './frame/ur.js'
import kit from './kit/ur.js'

export default { ...frame, ...connecting, ...account, ...kit }
