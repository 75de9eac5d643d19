/**
 * The names feature's English messages (namespace `names`, the feature's id): its views, the
 * errors they show and the labels its descriptor declares (`view.*`, `action.*`, exactly the
 * declared English). Each locale's translation is in `src/locales/<locale>.ts`, a lazy chunk.
 */
export const namesMessages = {
  'view.ChooseAccountName': 'Choose name',
  'view.RegisterAccountName': 'Choose name',
  'view.RegisterAccountNameSuccess': 'Account name',
  'action.names': 'Choose a name',
  chooseTitle: 'Choose your account name',
  /** `example` is `yourname.<zone>`, shown in its own element. */
  chooseText:
    'Say goodbye to 0x addresses: a name like {example} is easier to share and to send to.',
  /**
   * The example name and the field's placeholder: lowercase a–z only (the rule is letters, digits
   * and hyphens), so it stays 'yourname' where the language has no such word.
   */
  exampleName: 'yourname',
  chooseName: 'Choose name',
  accountName: 'Account name',
  suggestions: 'Suggestions',
  register: 'Register',
  /** Spec §5 "Account name: letters, digits, hyphens only, at least 4 characters". */
  tooShort: {
    one: 'Name must be at least {count} character',
    other: 'Name must be at least {count} characters',
  },
  invalidCharacters: 'Name can only contain letters, digits and hyphens',
  alreadyOwned: 'You already own a name',
  registered: 'Registered',
  available: 'Available',
  /** Spec §8. */
  suggestionsFailed: 'Error fetching name suggestions',
  /** Spec §8. */
  registerFailed: 'Error registering name {name}',
  /** Spec §8. */
  noAccount: 'Address or auth connector not found',
  signatureDeclined: 'Signature declined',
  /** The wallet's signature came back after the service's window (`count` seconds): sign again. */
  signatureExpired: {
    one: 'Signing took longer than {count} second. Press Register and sign again.',
    other: 'Signing took longer than {count} seconds. Press Register and sign again.',
  },
  registeringStatus: 'Registering {name}. Sign the message in your wallet to confirm the name.',
  registering: 'Registering',
  /** The heading: `name` is shown in its own element. */
  registeringName: 'Registering {name}',
  signToConfirm: 'Sign the message in your wallet to confirm the name.',
  successStatus: 'Account name chosen successfully: {name}',
  success: 'Account name chosen successfully',
  receiveAtName: 'You can now receive crypto at your new name.',
  backToAccount: 'Back to account',
} as const

declare module '@gangway/core' {
  interface MessageCatalogues {
    names: typeof namesMessages
  }
}
