import type { Translation } from '@gangway/core'
import type { siwxMessages } from '../messages.js'

export default {
  'view.SIWXSignMessage': 'Giriş yap',
  needsToConnect: '{dapp} cüzdanınıza bağlanmak istiyor',
  thisApp: 'Bu uygulama',
  wallet: 'Cüzdan',
  'intro.required':
    'Bu cüzdanın size ait olduğunu kanıtlamak ve devam etmek için bu mesajı imzalayın. İptal ederseniz bağlantınız kesilir.',
  'intro.optional':
    'Bu cüzdanın size ait olduğunu kanıtlamak ve devam etmek için bu mesajı imzalayın. İptal edip giriş yapmadan bağlı kalabilirsiniz.',
  cancel: 'İptal',
  cancelling: 'İptal ediliyor…',
  sign: 'İmzala',
  signing: 'İmzalanıyor…',
  signFailed: 'Mesaj imzalanırken hata oluştu',
  'error.InvalidSiwxSignatureError': 'İmza geçerli değil',
  'error.SiwxStorageError': 'Oturum açma deposu başarısız oldu',
  'error.InvalidSiwxMessageError': 'Bu uygulamanın giriş mesajı oluşturulamadı',
  startFailed: 'Kimlik doğrulama başlatılırken bir sorun oluştu',
  signatureDeclined: 'İmza reddedildi',
} satisfies Translation<typeof siwxMessages>
