import { ListItem, useEngine, useT, useViewStyles, View, ViewTitle } from '@gangway/modal-shell/kit'
import { useStore } from '@nanostores/react'
import { type FormEvent, useId } from 'react'
import { NAME_MIN_LENGTH, NAME_TIMESTAMP_WINDOW_S } from '../../constants.js'
import { currentNameAccount } from '../../flow/nameAccount.js'
import { register } from '../../flow/register.js'
import { useOwnedName } from '../../flow/useOwnedName.js'
import { useSuggestions } from '../../flow/useSuggestions.js'
import { errorText } from '../../internal/core.js'
import { namesMessages } from '../../messages.js'
import { validateName } from '../../service/validateName.js'
import { type NameFailure, namesState } from '../../state.js'
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
  const t = useT('names', namesMessages)
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
  // The error's class chose the message; the service's own reason is shown as it came.
  const failureText = (failure: NameFailure) =>
    failure.key === 'service'
      ? failure.text
      : failure.key === 'error'
        ? errorText(engine, failure.error)
        : failure.key === 'registerFailed'
          ? t('registerFailed', { name: failure.name })
          : t(failure.key, { count: NAME_TIMESTAMP_WINDOW_S })
  const setInput = (value: string) => {
    runtime.$error.set(undefined)
    runtime.$input.set(value.toLowerCase())
  }

  return (
    <View name="RegisterAccountName" className="gw-names">
      <ViewTitle kind="sr">{t('chooseTitle')}</ViewTitle>
      {owned && (
        <p className="gw-names-notice" role="status" data-testid="gw-name-owned">
          <strong>{t('alreadyOwned')}</strong>
          <bdi>{owned}</bdi>
        </p>
      )}
      <form className="gw-stack" onSubmit={submit} noValidate>
        <label className="gw-names-field">
          <span className="gw-sr">{t('accountName')}</span>
          <input
            className="gw-input"
            data-testid="gw-name-input"
            value={input}
            onChange={(event) => setInput(event.target.value)}
            placeholder={t('exampleName')}
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
              {t(error, { count: NAME_MIN_LENGTH })}
            </p>
          )}
          {failure && (
            <p className="gw-err" role="alert" data-testid="gw-name-register-error">
              {failureText(failure)}
            </p>
          )}
          {suggestions.error && (
            <p className="gw-err" data-testid="gw-name-suggestions-error">
              {t('suggestionsFailed')}
            </p>
          )}
        </div>
        {suggestions.items && suggestions.items.length > 0 && (
          <ul
            className="gw-list gw-names-list"
            aria-label={t('suggestions')}
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
                    {t(s.registered ? 'registered' : 'available')}
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
          {t('register')}
        </button>
      </form>
    </View>
  )
}
