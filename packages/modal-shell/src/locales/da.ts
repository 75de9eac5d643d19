import account from './account/da.js'
import connecting from './connecting/da.js'
import frame from './frame/da.js'
import kit from './kit/da.js'

export default { ...frame, ...connecting, ...account, ...kit }
