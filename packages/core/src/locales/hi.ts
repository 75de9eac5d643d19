import type { Translation } from '../i18n/formatMessage.js'
import type { coreMessages } from '../i18n/messages.js'

export default {
  'toast.signatureDeclined': 'हस्ताक्षर अस्वीकार किया गया',
  'toast.authenticating': 'प्रमाणीकरण हो रहा है…',
  'toast.tokenBalanceUnavailable': 'टोकन बैलेंस उपलब्ध नहीं है',
  'toast.somethingWentWrong': 'कुछ गलत हो गया',
  'toast.transactionStarted': 'लेन-देन शुरू हुआ',
  'toast.actionNotAllowed': 'यह कार्रवाई अनुमत नहीं है',
  'alert.invalidAppConfiguration.title': 'ऐप कॉन्फ़िगरेशन अमान्य है',
  'alert.invalidAppConfiguration.description':
    'यह ऑरिजिन आपके प्रोजेक्ट की अनुमति सूची में नहीं है। प्रदाता के डैशबोर्ड में अपना कॉन्फ़िगरेशन अपडेट करें।',
  'alert.projectIdNotConfigured.title': 'प्रोजेक्ट ID कॉन्फ़िगर नहीं है',
  'alert.projectIdNotConfigured.description':
    'createModal() को projectId दें; होस्ट की गई सेवाओं को इसकी ज़रूरत है।',
  'alert.switchNetworkNotFound.title': 'नेटवर्क नहीं मिला',
  'alert.switchNetworkNotFound.description':
    'वॉलेट इस नेटवर्क पर स्विच नहीं कर सकता। इसे वॉलेट में जोड़ें और फिर से कोशिश करें।',
  'error.InvalidAddressError': 'अमान्य पता',
  'error.UnrecognizedChainError': 'अज्ञात चेन',
  'error.ChainNotSupportedError': 'यह चेन समर्थित नहीं है',
  'error.NetworkNotFoundError': 'नेटवर्क नहीं मिला',
  'error.UnsupportedChainError': 'असमर्थित चेन',
  'error.UserRejectedRequestError': 'आपने अनुरोध अस्वीकार कर दिया।',
  'error.ProviderNotFoundError': 'वॉलेट प्रदाता नहीं मिला।',
  'error.RpcMethodNotAllowedError': 'अनुरोधित RPC कॉल की अनुमति नहीं है',
  'error.RequestAbortedError': 'अनुरोध रद्द कर दिया गया',
  'error.TimeoutError': 'कुछ गलत हो गया',
  'error.SignMessageError': 'हस्ताक्षर विफल रहा',
  'error.HttpRequestError': 'अनुरोध स्थिति {status} के साथ विफल रहा',
  'error.FeatureLoadError': 'सुविधा "{featureId}" लोड नहीं हो सकी',
  'error.EngineDestroyedError': 'मोडल बंद कर दिया गया',
  'error.DisconnectError': 'डिस्कनेक्ट नहीं हो सका',
} satisfies Translation<typeof coreMessages>
