import type { Translation } from '../i18n/formatMessage.js'
import type { coreMessages } from '../i18n/messages.js'

export default {
  'toast.signatureDeclined': 'İmza reddedildi',
  'toast.authenticating': 'Kimlik doğrulanıyor…',
  'toast.tokenBalanceUnavailable': 'Token bakiyesi kullanılamıyor',
  'toast.somethingWentWrong': 'Bir şeyler ters gitti',
  'toast.transactionStarted': 'İşlem başlatıldı',
  'toast.actionNotAllowed': 'Bu işleme izin verilmiyor',
  'alert.invalidAppConfiguration.title': 'Geçersiz uygulama yapılandırması',
  'alert.invalidAppConfiguration.description':
    'Bu kaynak projenizin izin listesinde değil. Yapılandırmanızı sağlayıcının panelinden güncelleyin.',
  'alert.projectIdNotConfigured.title': 'Proje kimliği yapılandırılmadı',
  'alert.projectIdNotConfigured.description':
    'createModal() işlevine bir projectId verin; barındırılan hizmetlerin buna ihtiyacı var.',
  'alert.switchNetworkNotFound.title': 'Ağ bulunamadı',
  'alert.switchNetworkNotFound.description':
    'Cüzdan bu ağa geçemiyor. Ağı cüzdana ekleyip tekrar deneyin.',
  'error.InvalidAddressError': 'Geçersiz adres',
  'error.UnrecognizedChainError': 'Tanınmayan zincir',
  'error.ChainNotSupportedError': 'Zincir desteklenmiyor',
  'error.NetworkNotFoundError': 'Ağ bulunamadı',
  'error.UnsupportedChainError': 'Desteklenmeyen zincir',
  'error.UserRejectedRequestError': 'İsteği reddettiniz.',
  'error.ProviderNotFoundError': 'Cüzdan sağlayıcısı bulunamadı.',
  'error.RpcMethodNotAllowedError': 'İstenen RPC çağrısına izin verilmiyor',
  'error.RequestAbortedError': 'İstek iptal edildi',
  'error.TimeoutError': 'Bir şeyler ters gitti',
  'error.SignMessageError': 'İmzalama başarısız oldu',
  'error.HttpRequestError': 'İstek {status} durumuyla başarısız oldu',
  'error.FeatureLoadError': '“{featureId}” özelliği yüklenemedi',
  'error.EngineDestroyedError': 'Pencere kalıcı olarak kapatıldı',
  'error.DisconnectError': 'Bağlantı kesilemedi',
} satisfies Translation<typeof coreMessages>
