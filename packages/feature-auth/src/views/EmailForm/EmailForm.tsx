import { Spinner } from '@gangway/modal-shell/kit'

/**
 * The email field and its submit button, for the login (EmailSlot) and the email update
 * (UpdateEmailWallet) alike. Enter submits; nothing is sent while `busy` or with an empty field.
 *
 * @param testId - the prefix of the field's and the button's test ids (`gw-email`…).
 * @param errorId - the id of the error text shown beside the form, when there is one.
 */
export function EmailForm({
  testId,
  label,
  email,
  setEmail,
  busy,
  error,
  errorId,
  submit,
  submitLabel,
  busyLabel,
  autoFocus = false,
}: {
  testId: string
  label: string
  email: string
  setEmail: (email: string) => void
  busy: boolean
  error: string | undefined
  errorId: string
  submit: () => void
  submitLabel: string
  busyLabel?: string
  autoFocus?: boolean
}) {
  return (
    <form
      className="gw-auth-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (!busy) submit()
      }}
    >
      <input
        type="email"
        className="gw-input"
        data-testid={`${testId}-input`}
        aria-label={label}
        placeholder={label}
        autoComplete="email"
        enterKeyHint="go"
        // biome-ignore lint/a11y/noAutofocus: only where the view exists for this one field
        autoFocus={autoFocus}
        value={email}
        aria-invalid={error !== undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => setEmail(event.target.value)}
      />
      <button
        type="submit"
        className="gw-btn"
        data-testid={`${testId}-submit`}
        disabled={busy || !email.trim()}
      >
        {busy ? <Spinner label={busyLabel} /> : submitLabel}
      </button>
    </form>
  )
}
