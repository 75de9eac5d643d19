import account from './account/zh-CN.js'
import connecting from './connecting/zh-CN.js'
import frame from './frame/zh-CN.js'
import kit from './kit/zh-CN.js'

export default { ...frame, ...connecting, ...account, ...kit }
