import type { Translation } from '@gangway/core'
import type { namesMessages } from '../messages.js'

export default {
  'view.ChooseAccountName': 'Pilih nama',
  'view.RegisterAccountName': 'Pilih nama',
  'view.RegisterAccountNameSuccess': 'Nama akun',
  'action.names': 'Pilih nama',
  chooseTitle: 'Pilih nama akun Anda',
  chooseText:
    'Tinggalkan alamat 0x: nama seperti {example} lebih mudah dibagikan dan dijadikan tujuan kiriman.',
  exampleName: 'namaanda',
  chooseName: 'Pilih nama',
  accountName: 'Nama akun',
  suggestions: 'Saran',
  register: 'Daftarkan',
  tooShort: { other: 'Nama minimal harus {count} karakter' },
  invalidCharacters: 'Nama hanya boleh berisi huruf, angka, dan tanda hubung',
  alreadyOwned: 'Anda sudah memiliki nama',
  registered: 'Terdaftar',
  available: 'Tersedia',
  suggestionsFailed: 'Gagal mengambil saran nama',
  registerFailed: 'Gagal mendaftarkan nama {name}',
  noAccount: 'Alamat atau konektor autentikasi tidak ditemukan',
  signatureDeclined: 'Tanda tangan ditolak',
  signatureExpired: {
    other:
      'Penandatanganan memakan waktu lebih dari {count} detik. Ketuk Daftarkan dan tanda tangani lagi.',
  },
  registeringStatus:
    'Mendaftarkan {name}. Tanda tangani pesan di dompet Anda untuk mengonfirmasi nama.',
  registering: 'Mendaftarkan',
  registeringName: 'Mendaftarkan {name}',
  signToConfirm: 'Tanda tangani pesan di dompet Anda untuk mengonfirmasi nama.',
  successStatus: 'Nama akun berhasil dipilih: {name}',
  success: 'Nama akun berhasil dipilih',
  receiveAtName: 'Kini Anda dapat menerima kripto di nama baru Anda.',
  backToAccount: 'Kembali ke akun',
} satisfies Translation<typeof namesMessages>
