import account from './account/tr.js'
import connecting from './connecting/tr.js'
import frame from './frame/tr.js'
import kit from './kit/tr.js'

export default { ...frame, ...connecting, ...account, ...kit }
