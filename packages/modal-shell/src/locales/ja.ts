import account from './account/ja.js'
import connecting from './connecting/ja.js'
import frame from './frame/ja.js'
import kit from './kit/ja.js'

export default { ...frame, ...connecting, ...account, ...kit }
