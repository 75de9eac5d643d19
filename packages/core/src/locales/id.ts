import type { Translation } from '../i18n/formatMessage.js'
import type { coreMessages } from '../i18n/messages.js'

export default {
  'toast.signatureDeclined': 'Tanda tangan ditolak',
  'toast.authenticating': 'Mengautentikasi…',
  'toast.tokenBalanceUnavailable': 'Saldo token tidak tersedia',
  'toast.somethingWentWrong': 'Terjadi kesalahan',
  'toast.transactionStarted': 'Transaksi dimulai',
  'toast.actionNotAllowed': 'Tindakan tidak diizinkan',
  'alert.invalidAppConfiguration.title': 'Konfigurasi aplikasi tidak valid',
  'alert.invalidAppConfiguration.description':
    'Origin tidak ada dalam daftar izin proyek Anda. Perbarui konfigurasi di dasbor penyedia.',
  'alert.projectIdNotConfigured.title': 'ID proyek belum dikonfigurasi',
  'alert.projectIdNotConfigured.description':
    'Berikan projectId ke createModal(); layanan yang dihosting membutuhkannya.',
  'alert.switchNetworkNotFound.title': 'Jaringan tidak ditemukan',
  'alert.switchNetworkNotFound.description':
    'Dompet tidak dapat beralih ke jaringan ini. Tambahkan di dompet, lalu coba lagi.',
  'error.InvalidAddressError': 'Alamat tidak valid',
  'error.UnrecognizedChainError': 'Chain tidak dikenal',
  'error.ChainNotSupportedError': 'Chain tidak didukung',
  'error.NetworkNotFoundError': 'Jaringan tidak ditemukan',
  'error.UnsupportedChainError': 'Chain tidak didukung',
  'error.UserRejectedRequestError': 'Anda menolak permintaan.',
  'error.ProviderNotFoundError': 'Penyedia dompet tidak ditemukan.',
  'error.RpcMethodNotAllowedError': 'Panggilan RPC yang diminta tidak diizinkan',
  'error.RequestAbortedError': 'Permintaan dibatalkan',
  'error.TimeoutError': 'Terjadi kesalahan',
  'error.SignMessageError': 'Gagal menandatangani',
  'error.HttpRequestError': 'Permintaan gagal dengan status {status}',
  'error.FeatureLoadError': 'Fitur “{featureId}” gagal dimuat',
  'error.EngineDestroyedError': 'Modal telah dihentikan',
  'error.DisconnectError': 'Gagal memutuskan koneksi',
} satisfies Translation<typeof coreMessages>
