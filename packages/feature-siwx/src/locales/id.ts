import type { Translation } from '@gangway/core'
import type { siwxMessages } from '../messages.js'

export default {
  'view.SIWXSignMessage': 'Masuk',
  needsToConnect: '{dapp} perlu terhubung ke dompet Anda',
  thisApp: 'Aplikasi ini',
  wallet: 'Dompet',
  'intro.required':
    'Tanda tangani pesan ini untuk membuktikan bahwa Anda pemilik dompet ini dan melanjutkan. Jika Anda membatalkan, koneksi akan diputus.',
  'intro.optional':
    'Tanda tangani pesan ini untuk membuktikan bahwa Anda pemilik dompet ini dan melanjutkan. Anda dapat membatalkan dan tetap terhubung tanpa masuk.',
  cancel: 'Batal',
  cancelling: 'Membatalkan…',
  sign: 'Tanda tangani',
  signing: 'Menandatangani…',
  signFailed: 'Gagal menandatangani pesan',
  'error.InvalidSiwxSignatureError': 'Tanda tangan tidak valid',
  'error.SiwxStorageError': 'Penyimpanan data masuk gagal',
  'error.InvalidSiwxMessageError': 'Pesan masuk aplikasi ini tidak dapat dibuat',
  startFailed: 'Terjadi masalah saat memulai autentikasi',
  signatureDeclined: 'Tanda tangan ditolak',
} satisfies Translation<typeof siwxMessages>
