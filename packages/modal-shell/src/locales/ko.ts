import account from './account/ko.js'
import connecting from './connecting/ko.js'
import frame from './frame/ko.js'
import kit from './kit/ko.js'

export default { ...frame, ...connecting, ...account, ...kit }
