import { useLocale } from '@gangway/modal-shell/kit'

// mixedScripts' names and their ISO 15924 codes, for Intl.DisplayNames.
const CODES: Record<string, string> = { Latin: 'Latn', Cyrillic: 'Cyrl', Greek: 'Grek' }

/**
 * The look-alike scripts a name mixes (`mixedScripts`' English names) as one list in the locale
 * shown: 'Latin and Cyrillic', 'Latein und Kyrillisch' (Intl.DisplayNames and Intl.ListFormat).
 */
export function useScriptList(): (scripts: readonly string[]) => string {
  const { locale } = useLocale()
  return (scripts) => {
    const names = new Intl.DisplayNames(locale, { type: 'script', fallback: 'code' })
    const list = new Intl.ListFormat(locale, { type: 'conjunction' })
    return list.format(scripts.map((s) => (CODES[s] && names.of(CODES[s])) || s))
  }
}
