import type { Translation } from '../../internal/core.js'
import type { frameMessages } from '../../messages/frame.js'

export default {
  connectWallet: 'Hubungkan dompet',
  connecting: 'Menghubungkan…',
  loadingBalance: 'Memuat saldo',
  selectNetwork: 'Pilih jaringan',
  back: 'Kembali',
  close: 'Tutup',
  tryAgain: 'Coba lagi',
  loading: 'Memuat…',
  viewUnavailable: 'Tampilan ini tidak tersedia',
  somethingWentWrong: 'Terjadi kesalahan',
  slotUnavailable: '{label} tidak tersedia',
  'title.Connect': 'Hubungkan dompet',
  'title.AllWallets': 'Semua dompet',
  'title.Account': 'Akun',
  'title.Networks': 'Pilih jaringan',
  'title.UnsupportedChain': 'Ganti jaringan',
  'title.ApproveTransaction': 'Setujui permintaan',
  'title.ConnectingWalletConnect': 'WalletConnect',
  'title.ConnectingWalletConnectBasic': 'WalletConnect',
  noWalletTitle: 'Tidak ada dompet yang ditemukan di browser ini',
  noWalletText:
    'Ekstensi dompet memungkinkan Anda terhubung ke aplikasi ini. Instal salah satunya, lalu muat ulang halaman ini.',
  noWalletTextAll:
    'Ekstensi dompet memungkinkan Anda terhubung ke aplikasi ini. Instal salah satunya, lalu muat ulang halaman ini, atau jelajahi semua dompet.',
  wallets: 'Dompet',
  allWallets: 'Semua dompet',
  qrCode: 'Kode QR',
  installed: 'Terinstal',
  recent: 'Terakhir digunakan',
} satisfies Translation<typeof frameMessages>
