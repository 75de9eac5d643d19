import account from './account/cs.js'
import connecting from './connecting/cs.js'
import frame from './frame/cs.js'
import kit from './kit/cs.js'

export default { ...frame, ...connecting, ...account, ...kit }
