import type { Translation } from '../../internal/core.js'
import type { kitMessages } from '../../messages/kit.js'

export default {
  copied: 'Kopyalandı',
  drawingQrCode: 'QR kodu oluşturuluyor',
  selectToken: 'Token seçin',
  'amount.thousands':
    'Binlik ayırıcı kullanmayın: 1000 yazın (nokta veya virgül yalnızca ondalık için: 1,5)',
  'amount.exponent': 'Tutarı düz rakamlarla yazın: 1e18 kabul edilmez',
  'amount.digits': 'Yalnızca rakamlar ve bir ondalık ayırıcı',
  'amount.noDecimals': 'Bu token ondalık basamak içermez',
  'amount.decimals': {
    one: 'Bu token için en fazla {count} ondalık basamak',
    other: 'Bu token için en fazla {count} ondalık basamak',
  },
} satisfies Translation<typeof kitMessages>
