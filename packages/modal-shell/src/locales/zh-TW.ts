import account from './account/zh-TW.js'
import connecting from './connecting/zh-TW.js'
import frame from './frame/zh-TW.js'
import kit from './kit/zh-TW.js'

export default { ...frame, ...connecting, ...account, ...kit }
