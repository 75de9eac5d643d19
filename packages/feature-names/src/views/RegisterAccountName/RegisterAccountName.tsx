import { ListItem, useEngine, useViewStyles, View, ViewTitle } from '@gangway/modal-shell/kit'
import { useStore } from '@nanostores/react'
import { type FormEvent, useId } from 'react'
import { NAMES_MESSAGES } from '../../constants.js'
import { currentNameAccount } from '../../flow/nameAccount.js'
import { register } from '../../flow/register.js'
import { useOwnedName } from '../../flow/useOwnedName.js'
import { useSuggestions } from '../../flow/useSuggestions.js'
import { validateName } from '../../service/validateName.js'
import { namesState } from '../../state.js'
import { css } from '../styles.js'

/**
 * RegisterAccountName (spec §2, §4, §5): the name field (lowercased; letters, digits and hyphens,
 * at least 4 characters), suggestions tagged Registered / Available, 'You already own a name'
 * when the account has one, and Register. A failed registration comes back here with the
 * service's first reason, else 'Error registering name {name}'.
 */
export function RegisterAccountName() {
  useViewStyles('feature-names', css)
  const engine = useEngine()
  const runtime = namesState.get(engine)
  const input = useStore(runtime.$input)
  const failure = useStore(runtime.$error)
  const pending = useStore(runtime.$pending)
  useStore(engine.$account)
  const account = currentNameAccount(engine)
  const owned = useOwnedName(engine, runtime, account?.address)
  const { label, error } = validateName(input)
  const valid = label !== '' && error === undefined
  const suggestions = useSuggestions(engine, runtime, valid ? label : undefined)
  const fullName = `${label}.${runtime.zone}`
  const taken = suggestions.items?.some((s) => s.name === fullName && s.registered) ?? false
  const errorId = useId()
  const canRegister = valid && !taken && !owned && !pending && account !== undefined

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (canRegister) void register(engine, runtime, label)
  }
  const setInput = (value: string) => {
    runtime.$error.set(undefined)
    runtime.$input.set(value.toLowerCase())
  }

  return (
    <View name="RegisterAccountName" className="gw-names">
      <ViewTitle kind="sr">Choose your account name</ViewTitle>
      {owned && (
        <p className="gw-names-notice" role="status" data-testid="gw-name-owned">
          <strong>{NAMES_MESSAGES.alreadyOwned}</strong>
          <bdi>{owned}</bdi>
        </p>
      )}
      <form className="gw-stack" onSubmit={submit} noValidate>
        <label className="gw-names-field">
          <span className="gw-sr">Account name</span>
          <input
            className="gw-input"
            data-testid="gw-name-input"
            value={input}
            onChange={(event) => setInput(event.target.value)}
            placeholder="yourname"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            aria-invalid={error !== undefined || taken}
            aria-describedby={errorId}
            disabled={Boolean(owned)}
          />
          <span className="gw-names-suffix" aria-hidden="true">
            .{runtime.zone}
          </span>
        </label>
        <div className="gw-names-messages" id={errorId}>
          {error && (
            <p className="gw-err" role="alert" data-testid="gw-name-error">
              {error}
            </p>
          )}
          {failure && (
            <p className="gw-err" role="alert" data-testid="gw-name-register-error">
              {failure}
            </p>
          )}
          {suggestions.error && (
            <p className="gw-err" data-testid="gw-name-suggestions-error">
              {suggestions.error}
            </p>
          )}
        </div>
        {suggestions.items && suggestions.items.length > 0 && (
          <ul
            className="gw-list gw-names-list"
            aria-label="Suggestions"
            data-testid="gw-name-suggestions"
          >
            {suggestions.items.map((s) => (
              <ListItem
                key={s.name}
                data-testid={`gw-name-suggestion-${s.name}`}
                data-registered={String(s.registered)}
                disabled={s.registered || Boolean(owned)}
                onClick={() => setInput(s.name.split('.')[0] ?? '')}
                trailing={
                  <span className="gw-tag" data-tone={s.registered ? 'taken' : 'ok'}>
                    {s.registered ? NAMES_MESSAGES.registered : NAMES_MESSAGES.available}
                  </span>
                }
              >
                <bdi>{s.name}</bdi>
              </ListItem>
            ))}
          </ul>
        )}
        <button
          type="submit"
          className="gw-btn"
          data-testid="gw-name-register"
          disabled={!canRegister}
        >
          Register
        </button>
      </form>
    </View>
  )
}
