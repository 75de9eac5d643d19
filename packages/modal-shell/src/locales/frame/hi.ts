import type { Translation } from '../../internal/core.js'
import type { frameMessages } from '../../messages/frame.js'

export default {
  connectWallet: 'वॉलेट कनेक्ट करें',
  connecting: 'कनेक्ट हो रहा है…',
  loadingBalance: 'बैलेंस लोड हो रहा है',
  selectNetwork: 'नेटवर्क चुनें',
  back: 'वापस',
  close: 'बंद करें',
  tryAgain: 'फिर से कोशिश करें',
  loading: 'लोड हो रहा है…',
  viewUnavailable: 'यह स्क्रीन उपलब्ध नहीं है',
  somethingWentWrong: 'कुछ गलत हो गया',
  slotUnavailable: '{label} उपलब्ध नहीं है',
  'title.Connect': 'वॉलेट कनेक्ट करें',
  'title.AllWallets': 'सभी वॉलेट',
  'title.Account': 'खाता',
  'title.Networks': 'नेटवर्क चुनें',
  'title.UnsupportedChain': 'नेटवर्क बदलें',
  'title.ApproveTransaction': 'अनुरोध स्वीकृत करें',
  'title.ConnectingWalletConnect': 'WalletConnect',
  'title.ConnectingWalletConnectBasic': 'WalletConnect',
  noWalletTitle: 'इस ब्राउज़र में कोई वॉलेट नहीं मिला',
  noWalletText: 'वॉलेट एक्सटेंशन से आप इस ऐप से कनेक्ट कर सकते हैं। कोई एक इंस्टॉल करें और यह पेज फिर से लोड करें।',
  noWalletTextAll:
    'वॉलेट एक्सटेंशन से आप इस ऐप से कनेक्ट कर सकते हैं। कोई एक इंस्टॉल करें और यह पेज फिर से लोड करें, या सभी वॉलेट देखें।',
  wallets: 'वॉलेट',
  allWallets: 'सभी वॉलेट',
  qrCode: 'QR कोड',
  installed: 'इंस्टॉल किया गया',
  recent: 'हाल ही में इस्तेमाल किया',
} satisfies Translation<typeof frameMessages>
