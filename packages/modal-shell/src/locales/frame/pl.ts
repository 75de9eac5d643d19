import type { Translation } from '../../internal/core.js'
import type { frameMessages } from '../../messages/frame.js'

export default {
  connectWallet: 'Połącz portfel',
  connecting: 'Łączenie…',
  loadingBalance: 'Wczytywanie salda',
  selectNetwork: 'Wybierz sieć',
  back: 'Wstecz',
  close: 'Zamknij',
  tryAgain: 'Spróbuj ponownie',
  loading: 'Wczytywanie…',
  viewUnavailable: 'Ten widok jest niedostępny',
  somethingWentWrong: 'Coś poszło nie tak',
  slotUnavailable: 'Opcja {label} jest niedostępna',
  'title.Connect': 'Połącz portfel',
  'title.AllWallets': 'Wszystkie portfele',
  'title.Account': 'Konto',
  'title.Networks': 'Wybierz sieć',
  'title.UnsupportedChain': 'Zmień sieć',
  'title.ApproveTransaction': 'Zatwierdź żądanie',
  'title.ConnectingWalletConnect': 'WalletConnect',
  'title.ConnectingWalletConnectBasic': 'WalletConnect',
  noWalletTitle: 'Nie znaleziono portfela w tej przeglądarce',
  noWalletText:
    'Rozszerzenie portfela pozwala połączyć się z tą aplikacją. Zainstaluj dowolne i odśwież tę stronę.',
  noWalletTextAll:
    'Rozszerzenie portfela pozwala połączyć się z tą aplikacją. Zainstaluj dowolne i odśwież tę stronę albo przejrzyj wszystkie portfele.',
  wallets: 'Portfele',
  allWallets: 'Wszystkie portfele',
  qrCode: 'Kod QR',
  installed: 'Zainstalowany',
  recent: 'Ostatnio używany',
} satisfies Translation<typeof frameMessages>
