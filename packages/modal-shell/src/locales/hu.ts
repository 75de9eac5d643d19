import account from './account/hu.js'
import connecting from './connecting/hu.js'
import frame from './frame/hu.js'
import kit from './kit/hu.js'

export default { ...frame, ...connecting, ...account, ...kit }
