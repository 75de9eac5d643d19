import account from './account/hi.js'
import connecting from './connecting/hi.js'
import frame from './frame/hi.js'
import kit from './kit/hi.js'

export default { ...frame, ...connecting, ...account, ...kit }
