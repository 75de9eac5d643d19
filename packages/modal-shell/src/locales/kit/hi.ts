import type { Translation } from '../../internal/core.js'
import type { kitMessages } from '../../messages/kit.js'

export default {
  copied: 'कॉपी हो गया',
  drawingQrCode: 'QR कोड बनाया जा रहा है',
  selectToken: 'टोकन चुनें',
  'amount.thousands': 'हज़ार के विभाजक नहीं: 1000 लिखें (पॉइंट या कॉमा सिर्फ़ दशमलव के लिए: 1.5)',
  'amount.exponent': 'राशि सामान्य अंकों में लिखें: 1e18 स्वीकार नहीं है',
  'amount.digits': 'केवल अंक और एक दशमलव बिंदु',
  'amount.noDecimals': 'इस टोकन में दशमलव नहीं होते',
  'amount.decimals': {
    one: 'इस टोकन के लिए अधिकतम {count} दशमलव अंक',
    other: 'इस टोकन के लिए अधिकतम {count} दशमलव अंक',
  },
} satisfies Translation<typeof kitMessages>
