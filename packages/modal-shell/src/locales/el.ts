import account from './account/el.js'
import connecting from './connecting/el.js'
import frame from './frame/el.js'
import kit from './kit/el.js'

export default { ...frame, ...connecting, ...account, ...kit }
