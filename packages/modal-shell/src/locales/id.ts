import account from './account/id.js'
import connecting from './connecting/id.js'
import frame from './frame/id.js'
import kit from './kit/id.js'

export default { ...frame, ...connecting, ...account, ...kit }
