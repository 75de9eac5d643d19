import type { Translation } from '@gangway/core'
import type { siwxMessages } from '../messages.js'

export default {
  'view.SIWXSignMessage': 'साइन इन करें',
  needsToConnect: '{dapp} को आपके वॉलेट से कनेक्ट होना है',
  thisApp: 'यह ऐप',
  wallet: 'वॉलेट',
  'intro.required':
    'यह साबित करने के लिए कि यह वॉलेट आपका है और आगे बढ़ने के लिए, इस संदेश पर हस्ताक्षर करें। रद्द करने पर आपका कनेक्शन टूट जाएगा।',
  'intro.optional':
    'यह साबित करने के लिए कि यह वॉलेट आपका है और आगे बढ़ने के लिए, इस संदेश पर हस्ताक्षर करें। आप रद्द करके बिना साइन इन किए कनेक्ट रह सकते हैं।',
  cancel: 'रद्द करें',
  cancelling: 'रद्द किया जा रहा है…',
  sign: 'हस्ताक्षर करें',
  signing: 'हस्ताक्षर हो रहे हैं…',
  signFailed: 'संदेश पर हस्ताक्षर करने में त्रुटि',
  'error.InvalidSiwxSignatureError': 'हस्ताक्षर मान्य नहीं है',
  'error.SiwxStorageError': 'साइन-इन स्टोरेज विफल रहा',
  'error.InvalidSiwxMessageError': 'इस ऐप का साइन-इन संदेश नहीं बनाया जा सका',
  startFailed: 'प्रमाणीकरण शुरू करते समय एक समस्या हुई',
  signatureDeclined: 'हस्ताक्षर अस्वीकार किया गया',
} satisfies Translation<typeof siwxMessages>
