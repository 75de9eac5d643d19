import type { Translation } from '../../internal/core.js'
import type { kitMessages } from '../../messages/kit.js'

export default {
  copied: 'Disalin',
  drawingQrCode: 'Membuat kode QR',
  selectToken: 'Pilih token',
  'amount.thousands': 'Tanpa pemisah ribuan: ketik 1000 (titik atau koma hanya untuk desimal: 1,5)',
  'amount.exponent': 'Ketik jumlah dengan angka biasa: 1e18 tidak diterima',
  'amount.digits': 'Hanya angka dan satu tanda desimal',
  'amount.noDecimals': 'Token ini tidak memiliki desimal',
  'amount.decimals': { other: 'Maksimal {count} desimal untuk token ini' },
} satisfies Translation<typeof kitMessages>
