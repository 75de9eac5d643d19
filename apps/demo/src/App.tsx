import {
  ConnectButton,
  LOCALES,
  Modal,
  NetworkButton,
  useAccount,
  useModal,
  useModalState,
  useModalTheme,
} from '@gangway/modal-shell'
import { useEffect, useState } from 'react'
import { AccountCard } from './components/AccountCard'
import { BitcoinCard } from './components/BitcoinCard'
import { DevstackPanel } from './components/DevstackPanel'
import { EventLog } from './components/EventLog'
import { NamesCard } from './components/NamesCard'
import { SignMessageCard } from './components/SignMessageCard'
import { SiwxCard } from './components/SiwxCard'
import { SolanaSignCard } from './components/SolanaSignCard'
import { SwapCard } from './components/SwapCard'
import { TipCard } from './components/TipCard'
import { devstack } from './devstack'
import { embedded, LOCALE_KEY, modal, THEME_KEY } from './modal'

/** Each locale in its own language ('Deutsch', 'العربية'), for the language menu. */
const localeName = (locale: string) =>
  new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale

function LocaleSelect() {
  const [locale, setLocale] = useState(() => modal.engine.$i18n.get().locale)
  useEffect(() => modal.engine.$i18n.subscribe((state) => setLocale(state.locale)), [])
  return (
    <select
      className="locale-select"
      data-testid="demo-locale"
      aria-label="Language of the modal"
      value={locale}
      onChange={(event) => {
        const next = event.target.value
        void modal.setLocale(next as typeof locale)
        try {
          localStorage.setItem(LOCALE_KEY, next)
        } catch {}
      }}
    >
      {LOCALES.map((l) => (
        <option key={l} value={l} lang={l}>
          {localeName(l)}
        </option>
      ))}
    </select>
  )
}

function ThemeToggle() {
  const { themeMode, setThemeMode } = useModalTheme()
  // The page follows the modal's theme, so the host and the modal always match.
  useEffect(() => {
    document.documentElement.dataset.theme = themeMode
  }, [themeMode])
  const next = themeMode === 'dark' ? 'light' : 'dark'
  return (
    <button
      type="button"
      className="icon-button"
      data-testid="demo-theme-toggle"
      aria-label={`Switch to ${next} theme`}
      title={`Switch to ${next} theme`}
      onClick={() => {
        setThemeMode(next)
        try {
          localStorage.setItem(THEME_KEY, next)
        } catch {}
      }}
    >
      {themeMode === 'dark' ? '☀' : '☾'}
    </button>
  )
}

function Hero() {
  const { isConnected } = useAccount()
  const { open } = useModal()
  const { view, open: isOpen } = useModalState()
  return (
    <section className="hero">
      <p className="eyebrow">Local devstack · Ethereum &amp; Base</p>
      <h1>Swap tokens in seconds.</h1>
      <p className="lede">
        A host page for the Gangway wallet modal. The injected test wallet and two anvil chains run
        on your machine: connect, switch networks and sign without an extension or internet.
      </p>
      <div className="hero-actions">
        <button
          type="button"
          className="primary"
          data-testid="demo-hero-cta"
          onClick={() => open()}
        >
          {isConnected ? 'Open your account' : 'Connect a wallet to start'}
        </button>
        <span className="muted small" data-testid="demo-modal-state">
          modal: {isOpen ? `open on ${view}` : 'closed'}
        </span>
      </div>
    </section>
  )
}

/** `?embedded=1`: the page's own container, where the modal renders inline (embedded mode). */
function EmbeddedHost() {
  return (
    <section className="card embedded-host" data-testid="demo-embedded" aria-label="Your wallet">
      <Modal />
    </section>
  )
}

export function App() {
  return (
    <div className="page">
      <header className="topbar">
        <div className="brand">
          <svg className="logo" viewBox="0 0 96 96" aria-hidden="true">
            <rect width="96" height="96" rx="24" />
            <path d="M20 62h56l-8 12H28z" fill="#fff" />
            <path d="M46 22v34H26z" fill="#fff" opacity=".9" />
            <path d="M50 28v28h20z" fill="#fff" opacity=".7" />
          </svg>
          <span>Gangway Swap</span>
        </div>
        <nav className="nav" aria-label="Main">
          <span className="nav-item" aria-current="page">
            Swap
          </span>
          <span className="nav-item">Pool</span>
          <span className="nav-item">Portfolio</span>
        </nav>
        <div className="actions">
          <LocaleSelect />
          <ThemeToggle />
          <NetworkButton />
          <ConnectButton />
        </div>
      </header>
      <main>
        <Hero />
        {embedded && <EmbeddedHost />}
        <div className="grid">
          <SwapCard />
          <AccountCard />
          <SignMessageCard />
          {devstack?.solana && <SolanaSignCard />}
          {devstack?.bitcoin && <BitcoinCard />}
          <TipCard />
          <SiwxCard />
          <NamesCard />
          <EventLog />
        </div>
        <DevstackPanel />
      </main>
      <footer className="footer muted small">
        Gangway demo · every request stays on 127.0.0.1 · dev keys only, never use them for real
        funds
      </footer>
    </div>
  )
}
