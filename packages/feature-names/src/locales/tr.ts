import type { Translation } from '@gangway/core'
import type { namesMessages } from '../messages.js'

export default {
  'view.ChooseAccountName': 'Ad seç',
  'view.RegisterAccountName': 'Ad seç',
  'view.RegisterAccountNameSuccess': 'Hesap adı',
  'action.names': 'Bir ad seç',
  chooseTitle: 'Hesap adınızı seçin',
  chooseText:
    '0x adreslerine veda edin: {example} gibi bir ad paylaşmak ve göndermek için daha kolaydır.',
  exampleName: 'adiniz',
  chooseName: 'Ad seç',
  accountName: 'Hesap adı',
  suggestions: 'Öneriler',
  register: 'Kaydet',
  tooShort: {
    one: 'Ad en az {count} karakter olmalıdır',
    other: 'Ad en az {count} karakter olmalıdır',
  },
  invalidCharacters: 'Ad yalnızca harf, rakam ve kısa çizgi içerebilir',
  alreadyOwned: 'Zaten bir adınız var',
  registered: 'Alınmış',
  available: 'Uygun',
  suggestionsFailed: 'Ad önerileri alınamadı',
  registerFailed: '{name} adı kaydedilemedi',
  noAccount: 'Adres veya kimlik doğrulama bağlayıcısı bulunamadı',
  signatureDeclined: 'İmza reddedildi',
  signatureExpired: {
    one: 'İmzalama {count} saniyeden uzun sürdü. Kaydet’e dokunup yeniden imzalayın.',
    other: 'İmzalama {count} saniyeden uzun sürdü. Kaydet’e dokunup yeniden imzalayın.',
  },
  registeringStatus: '{name} kaydediliyor. Adı onaylamak için cüzdanınızda mesajı imzalayın.',
  registering: 'Kaydediliyor',
  registeringName: '{name} kaydediliyor',
  signToConfirm: 'Adı onaylamak için cüzdanınızda mesajı imzalayın.',
  successStatus: 'Hesap adı seçildi: {name}',
  success: 'Hesap adı seçildi',
  receiveAtName: 'Artık yeni adınızla kripto alabilirsiniz.',
  backToAccount: 'Hesaba dön',
} satisfies Translation<typeof namesMessages>
