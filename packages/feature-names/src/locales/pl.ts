import type { Translation } from '@gangway/core'
import type { namesMessages } from '../messages.js'

export default {
  'view.ChooseAccountName': 'Wybierz nazwę',
  'view.RegisterAccountName': 'Wybierz nazwę',
  'view.RegisterAccountNameSuccess': 'Nazwa konta',
  'action.names': 'Wybierz nazwę',
  chooseTitle: 'Wybierz nazwę konta',
  chooseText:
    'Pożegnaj adresy 0x: nazwę taką jak {example} łatwiej udostępnić i łatwiej na nią wysłać.',
  exampleName: 'twojanazwa',
  chooseName: 'Wybierz nazwę',
  accountName: 'Nazwa konta',
  suggestions: 'Propozycje',
  register: 'Zarejestruj',
  tooShort: {
    one: 'Nazwa musi mieć co najmniej {count} znak',
    few: 'Nazwa musi mieć co najmniej {count} znaki',
    many: 'Nazwa musi mieć co najmniej {count} znaków',
    other: 'Nazwa musi mieć co najmniej {count} znaku',
  },
  invalidCharacters: 'Nazwa może zawierać tylko litery, cyfry i łączniki',
  alreadyOwned: 'Masz już nazwę',
  registered: 'Zajęta',
  available: 'Dostępna',
  suggestionsFailed: 'Nie udało się pobrać propozycji nazw',
  registerFailed: 'Nie udało się zarejestrować nazwy {name}',
  noAccount: 'Nie znaleziono adresu ani łącznika logowania',
  signatureDeclined: 'Odrzucono podpis',
  signatureExpired: {
    one: 'Podpisywanie trwało dłużej niż {count} sekundę. Kliknij Zarejestruj i podpisz ponownie.',
    few: 'Podpisywanie trwało dłużej niż {count} sekundy. Kliknij Zarejestruj i podpisz ponownie.',
    many: 'Podpisywanie trwało dłużej niż {count} sekund. Kliknij Zarejestruj i podpisz ponownie.',
    other:
      'Podpisywanie trwało dłużej niż {count} sekundy. Kliknij Zarejestruj i podpisz ponownie.',
  },
  registeringStatus: 'Rejestrowanie {name}. Podpisz wiadomość w portfelu, aby potwierdzić nazwę.',
  registering: 'Rejestrowanie',
  registeringName: 'Rejestrowanie {name}',
  signToConfirm: 'Podpisz wiadomość w portfelu, aby potwierdzić nazwę.',
  successStatus: 'Wybrano nazwę konta: {name}',
  success: 'Wybrano nazwę konta',
  receiveAtName: 'Teraz możesz otrzymywać kryptowaluty na swoją nową nazwę.',
  backToAccount: 'Wróć do konta',
} satisfies Translation<typeof namesMessages>
