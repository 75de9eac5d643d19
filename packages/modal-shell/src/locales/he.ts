import account from './account/he.js'
import connecting from './connecting/he.js'
import frame from './frame/he.js'
import kit from './kit/he.js'

export default { ...frame, ...connecting, ...account, ...kit }
