// Spec §6 (line 78) "On Telegram: iOS removes google, Mac removes x, Android removes facebook and
// x" (issue 37 §3; Android is in auth.spec). Telegram's in-app browser is known by its webview
// bridge on the page; the OS by the user agent (and a touch screen on a Mac user agent: iPadOS).
import { expect, openDemoWith, test } from './fixtures'

const SOCIALS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const

const platforms = [
  {
    name: 'iOS',
    rule: 'iOS removes google',
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    telegram: true,
    hidden: ['google'],
  },
  {
    name: 'Mac',
    rule: 'Mac removes x',
    userAgent:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
    telegram: true,
    hidden: ['x'],
  },
  {
    name: 'iOS outside Telegram',
    rule: 'only on Telegram',
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    telegram: false,
    hidden: [],
  },
] as const

for (const platform of platforms)
  test.describe(`${platform.name}`, () => {
    test.use({ userAgent: platform.userAgent })
    test(`spec §6 "${platform.rule}": the social buttons leave out ${platform.hidden.join(', ') || 'none'}`, async ({
      page,
    }) => {
      if (platform.telegram)
        await page.addInitScript(() => {
          ;(window as unknown as { TelegramWebviewProxy: object }).TelegramWebviewProxy = {}
        })
      await openDemoWith(page, {})
      await page.getByTestId('gw-connect-button').click()
      await expect(page.getByTestId('gw-email-input')).toBeVisible()
      for (const social of SOCIALS) {
        const button = page.getByTestId(`gw-social-${social}`)
        if ((platform.hidden as readonly string[]).includes(social))
          await expect(button).toHaveCount(0)
        else await expect(button).toBeVisible()
      }
    })
  })
