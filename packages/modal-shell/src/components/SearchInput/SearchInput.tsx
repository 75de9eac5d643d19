import type { KeyboardEvent } from 'react'

/**
 * The longest search a picker takes (issue 36 §3 "input length caps"): longer than any name,
 * symbol or CAIP-10 address searched for (a Solana token's is 84 characters).
 */
export const SEARCH_MAX_CHARS = 128

/** Props of {@link SearchInput}. */
export type SearchInputProps = {
  value: string
  onChange: (value: string) => void
  /** The accessible name (`aria-label`), e.g. `'Search token by name'`. */
  label: string
  placeholder?: string | undefined
  'data-testid'?: string | undefined
}

/**
 * The search box of a picker: a controlled `type="search"` field in the shell's look, without
 * autocorrect, at most SEARCH_MAX_CHARS characters. Escape empties a filled box and leaves the modal open; on an empty box it closes
 * the modal as anywhere else.
 *
 * @example
 * import { matchesSearch, SearchInput } from '@gangway/modal-shell/kit'
 * const [search, setSearch] = useState('')
 * const shown = tokens.filter((t) => matchesSearch(search, t.name, t.symbol))
 * <SearchInput label="Search token" value={search} onChange={setSearch} />
 */
export function SearchInput({ value, onChange, label, ...input }: SearchInputProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Escape' || !value) return
    event.preventDefault()
    event.stopPropagation()
    onChange('')
  }
  return (
    <input
      className="gw-input"
      type="search"
      autoComplete="off"
      autoCorrect="off"
      autoCapitalize="off"
      spellCheck={false}
      aria-label={label}
      maxLength={SEARCH_MAX_CHARS}
      value={value}
      onChange={(event) => onChange(event.target.value.slice(0, SEARCH_MAX_CHARS))}
      onKeyDown={onKeyDown}
      {...input}
    />
  )
}

/**
 * Whether a search matches: true for a blank search, else when any field contains it, ignoring
 * case and the spaces around it.
 *
 * @example
 * matchesSearch(' eth ', 'Ether', 'ETH') // true
 */
export function matchesSearch(search: string, ...fields: readonly string[]): boolean {
  const query = search.trim().toLowerCase()
  return !query || fields.some((field) => field.toLowerCase().includes(query))
}
