import type { Translation } from '@gangway/core'
import type { siwxMessages } from '../messages.js'

export default {
  'view.SIWXSignMessage': 'Logg inn',
  needsToConnect: '{dapp} må koble til lommeboken din',
  thisApp: 'Denne appen',
  wallet: 'Lommebok',
  'intro.required':
    'Signer denne meldingen for å bevise at du eier lommeboken, og fortsett. Hvis du avbryter, blir du koblet fra.',
  'intro.optional':
    'Signer denne meldingen for å bevise at du eier lommeboken, og fortsett. Du kan avbryte og forbli tilkoblet uten å logge inn.',
  cancel: 'Avbryt',
  cancelling: 'Avbryter…',
  sign: 'Signer',
  signing: 'Signerer…',
  signFailed: 'Feil ved signering av meldingen',
  'error.InvalidSiwxSignatureError': 'Signaturen er ugyldig',
  'error.SiwxStorageError': 'Lagringen for innlogging mislyktes',
  'error.InvalidSiwxMessageError': 'Innloggingsmeldingen til denne appen kunne ikke opprettes',
  startFailed: 'Det oppstod et problem under oppstart av autentiseringen',
  signatureDeclined: 'Signatur avvist',
} satisfies Translation<typeof siwxMessages>
