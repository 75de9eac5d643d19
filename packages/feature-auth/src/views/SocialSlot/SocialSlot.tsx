import { Button } from '@gangway/modal-shell/kit'
import { SOCIAL_NAMES, SOCIAL_PROVIDERS, type SocialProvider } from '../../constants.js'
import { detectPlatform } from '../../socials/detectPlatform.js'
import { filterSocials } from '../../socials/filterSocials.js'
import { SocialLogo } from '../../socials/SocialLogo.js'
import { socialRowSizes } from '../../socials/socialLayout.js'
import { useAuthT } from '../useAuthT.js'
import { useAuthView } from '../useAuthView.js'

/**
 * The social buttons on Connect (spec §1: google, github, apple, facebook, x, discord; spec §6:
 * on Telegram, iOS leaves out google, Mac x, Android facebook and x). A click
 * opens the login window at once — synchronously, inside the click, so no popup blocker stops
 * it — and only then loads the auth chunk and asks the frame where to point it.
 */
export function SocialSlot() {
  const { runtime } = useAuthView()
  const t = useAuthT()
  // Spec §6: inside Telegram's in-app browser some providers are left out, per OS.
  const providers = filterSocials(
    runtime.options.socials ?? SOCIAL_PROVIDERS,
    detectPlatform(typeof window === 'undefined' ? undefined : window),
  )
  const farcaster = runtime.options.farcaster !== false
  const count = providers.length + (farcaster ? 1 : 0)
  // Up to two: logo and name. More: logos only (the name is the button's accessible name and its
  // tooltip), in rows of at most four as even as they can be: never one alone under full rows.
  const compact = count > 2
  const rows = socialRowSizes(count, compact ? 4 : 2)
  const pick = (provider: SocialProvider) => {
    const popup = window.open('about:blank', 'gw-social-login', 'popup,width=500,height=640')
    runtime.session().then(
      (session) => session.connectSocial(provider, popup),
      () => {
        popup?.close()
        runtime.$error.set(t('error.AuthFrameLoadError'))
      },
    )
  }
  return (
    <section
      className="gw-slot gw-auth-socials"
      aria-label={t('socialLogin')}
      data-testid="gw-slot-social"
    >
      {farcaster && (
        <Button
          kind="secondary"
          data-row={rows[0]}
          data-testid="gw-social-farcaster"
          aria-label="Farcaster"
          title="Farcaster"
          onClick={() =>
            void runtime.session().then(
              (session) => session.connectFarcaster(),
              () => runtime.$error.set(t('error.AuthFrameLoadError')),
            )
          }
        >
          <SocialLogo provider="farcaster" />
          {!compact && <span>Farcaster</span>}
        </Button>
      )}
      {providers.map((provider, i) => (
        <Button
          key={provider}
          kind="secondary"
          data-row={rows[i + (farcaster ? 1 : 0)]}
          data-testid={`gw-social-${provider}`}
          aria-label={SOCIAL_NAMES[provider]}
          title={SOCIAL_NAMES[provider]}
          onClick={() => pick(provider)}
        >
          <SocialLogo provider={provider} />
          {!compact && <span>{SOCIAL_NAMES[provider]}</span>}
        </Button>
      ))}
    </section>
  )
}
