import { Window } from 'happy-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { baseCss } from './baseStyles.js'
import { injectModalStyles } from './injectModalStyles.js'
import { addStyle, hasStaticSheet, setStyleNonce, styleText } from './injectStyles.js'
import { staticCss } from './staticCss.js'
import { css } from './styles.js'

/** A fresh page's document: no sheet yet, constructable stylesheets of its own window. */
function freshDocument(): Document {
  return new Window().document as unknown as Document
}

/** A document without constructable stylesheets (one with no window has none). */
function documentWithoutConstructableSheets(): Document {
  return document.implementation.createHTMLDocument('test')
}

const styleIds = (doc: Document) => [...doc.querySelectorAll('style')].map((s) => s.id)

afterEach(() => setStyleNonce(undefined))

describe('addStyle', () => {
  it("adopts constructable stylesheets, once per id, in the order added (a strict `style-src 'self'` allows them)", () => {
    const doc = document
    const before = doc.adoptedStyleSheets.length
    addStyle(doc, 'gw-test-a', '[data-gw-root] .a{color:red}')
    addStyle(doc, 'gw-test-b', '[data-gw-root] .b{color:blue}')
    addStyle(doc, 'gw-test-a', '[data-gw-root] .a{color:green}')
    const added = doc.adoptedStyleSheets.slice(before)
    expect(added).toHaveLength(2)
    expect(added.map((s) => s.cssRules[0]!.cssText)).toEqual([
      expect.stringContaining('.a'),
      expect.stringContaining('.b'),
    ])
    // No <style> element: under `style-src 'self'` the browser would refuse one.
    expect(doc.getElementById('gw-test-a')).toBeNull()
    expect(styleText(doc, 'gw-test-a')).toBe('[data-gw-root] .a{color:red}')
  })

  it('falls back to <style id> elements, in order, where the browser has no constructable stylesheets', () => {
    const doc = documentWithoutConstructableSheets()
    injectModalStyles(doc)
    addStyle(doc, 'gangway-styles-test', '[data-gw-root] .x{}')
    injectModalStyles(doc)
    expect(styleIds(doc)).toEqual(['gangway-base-styles', 'gangway-styles', 'gangway-styles-test'])
    expect(doc.getElementById('gangway-base-styles')!.textContent).toBe(baseCss)
    expect(doc.getElementById('gangway-styles')!.textContent).toBe(css)
    expect((doc.getElementById('gangway-styles') as HTMLStyleElement).nonce).toBe('')
  })

  it("with a nonce (createModal's `nonce`), <style nonce> elements instead of adopted sheets", () => {
    const doc = freshDocument()
    setStyleNonce('r4nd0m+N0nce=')
    injectModalStyles(doc)
    expect(doc.adoptedStyleSheets).toHaveLength(0)
    expect(styleIds(doc)).toEqual(['gangway-base-styles', 'gangway-styles'])
    for (const style of doc.querySelectorAll('style')) expect(style.nonce).toBe('r4nd0m+N0nce=')
  })

  it('adds nothing under an id a server-rendered <GangwayStyles /> already put in the page', () => {
    const doc = freshDocument()
    const style = doc.createElement('style')
    style.id = 'gangway-base-styles'
    style.textContent = baseCss
    doc.head.appendChild(style)
    injectModalStyles(doc)
    expect(styleIds(doc)).toEqual(['gangway-base-styles'])
    // The modal's sheet comes after it (adopted sheets follow the document's own).
    expect(doc.adoptedStyleSheets).toHaveLength(1)
    expect(styleText(doc, 'gangway-styles')).toBe(css)
  })

  it("where the browser has no constructable stylesheets, takes the nonce of <GangwayStyles nonce>'s elements", () => {
    const doc = documentWithoutConstructableSheets()
    const style = doc.createElement('style')
    style.id = 'gangway-base-styles'
    style.nonce = 'from-the-server'
    doc.head.appendChild(style)
    addStyle(doc, 'gangway-styles-test', '[data-gw-root] .x{}')
    expect((doc.getElementById('gangway-styles-test') as HTMLStyleElement).nonce).toBe(
      'from-the-server',
    )
  })
})

describe('styles.css (@gangway/modal-shell/styles.css)', () => {
  it('is the marker rule, the base sheet and the modal sheet, in that order', () => {
    expect(staticCss).toMatch(/^\/\*[^*]+\*\/\n\[data-gw-stylesheet\]\{--gw-stylesheet:1\}\n/)
    expect(staticCss.indexOf(baseCss)).toBeGreaterThan(staticCss.indexOf('[data-gw-stylesheet]'))
    expect(staticCss.indexOf(css)).toBeGreaterThan(staticCss.indexOf(baseCss))
  })

  it('once the page loaded it, the runtime adds neither the base nor the modal sheet again (host overrides after it keep winning)', () => {
    const doc = freshDocument()
    expect(hasStaticSheet(doc)).toBe(false)
    const style = doc.createElement('style')
    style.textContent = `body{margin:0}\n${staticCss}\n[data-gw-root] .gw-card{border-radius:0}`
    doc.head.appendChild(style)
    expect(hasStaticSheet(doc)).toBe(true)
    injectModalStyles(doc)
    expect(doc.adoptedStyleSheets).toHaveLength(0)
    expect(styleIds(doc)).toEqual([''])
    // A lazy view's sheet is not in the file: it is still added.
    addStyle(doc, 'gangway-styles-test', '[data-gw-root] .x{color:red}')
    expect(doc.adoptedStyleSheets).toHaveLength(1)
  })
})
