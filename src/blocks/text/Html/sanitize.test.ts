import { describe, expect, it } from 'vitest'

import { sanitizeHtml } from './sanitize'

describe('sanitizeHtml', () => {
  it('removes script elements and their content', () => {
    expect(sanitizeHtml('<p>Hi</p><script>alert(1)</script>')).toBe('<p>Hi</p>')
    expect(sanitizeHtml('<SCRIPT src="https://evil.example/x.js"></SCRIPT>ok')).toBe('ok')
  })

  it('removes event handlers and keeps the safe part of the element', () => {
    expect(sanitizeHtml('<img src=x onerror=alert(1)>')).not.toMatch(/onerror|alert/)
    expect(sanitizeHtml('<p onclick="alert(1)" onmouseover="x()">Text</p>')).toBe('<p>Text</p>')
  })

  it('removes javascript: and data: links', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">Click</a>')).toBe('<a>Click</a>')
    expect(sanitizeHtml('<a href="java&#x09;script:alert(1)">Click</a>')).toBe('<a>Click</a>')
    expect(sanitizeHtml('<a href="&#106;avascript:alert(1)">Click</a>')).toBe('<a>Click</a>')
    expect(sanitizeHtml('<a href="vbscript:msgbox(1)">Click</a>')).toBe('<a>Click</a>')
    expect(sanitizeHtml('<a href="  JaVaScRiPt:alert(1)">Click</a>')).toBe('<a>Click</a>')
    expect(sanitizeHtml('<a href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;">x</a>')).toBe(
      '<a>x</a>',
    )
    expect(sanitizeHtml('<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="x">')).toBe(
      '<img alt="x" loading="lazy" />',
    )
  })

  it('removes protocol-relative and backslash links that look local', () => {
    expect(sanitizeHtml('<a href="//evil.example">x</a>')).toBe('<a>x</a>')
    expect(sanitizeHtml('<a href="/\\evil.example">x</a>')).toBe('<a>x</a>')
    expect(sanitizeHtml('<img src="/\\evil.example/a.jpg" alt="A">')).toBe('<img alt="A" loading="lazy" />')
  })

  it("prefixes ids so pasted markup cannot shadow the page's own names, and rewrites in-page links", () => {
    expect(sanitizeHtml('<div id="__next_f">x</div>')).toBe('<div id="user-content-__next_f">x</div>')
    expect(sanitizeHtml('<p id="document">x</p>')).toBe('<p id="user-content-document">x</p>')
    expect(sanitizeHtml('<a href="#faq">FAQ</a><h2 id="faq">FAQ</h2>')).toBe(
      '<a href="#user-content-faq">FAQ</a><h2 id="user-content-faq">FAQ</h2>',
    )
  })

  it("leaves links to the page's own headings alone", () => {
    expect(sanitizeHtml('<a href="#warranty">Warranty</a>')).toBe('<a href="#warranty">Warranty</a>')
  })

  it('drops name attributes and ids that are not plain words', () => {
    expect(sanitizeHtml('<img src="/a.jpg" alt="A" name="location">')).toBe(
      '<img src="/a.jpg" alt="A" loading="lazy" />',
    )
    expect(sanitizeHtml('<a name="location" href="/x">x</a>')).toBe('<a href="/x">x</a>')
    expect(sanitizeHtml('<p id="a b">x</p><p id="x&quot;y">y</p>')).toBe('<p>x</p><p>y</p>')
  })

  it('removes style elements and attributes, forms and objects', () => {
    const html = sanitizeHtml(
      '<style>body{display:none}</style><p style="color:red">a</p><form><input></form><object></object>',
    )
    expect(html).toBe('<p>a</p>')
  })

  it('keeps ordinary formatting, links, lists and tables', () => {
    const safe =
      '<h2>Why</h2><p><strong>Bold</strong> <em>it</em> <a href="https://example.com/a" title="A">link</a></p>' +
      '<ul><li>One</li></ul><table><caption>Prices</caption><thead><tr><th scope="col">Unit</th></tr></thead>' +
      '<tbody><tr><td colspan="2">AC</td></tr></tbody></table>'
    expect(sanitizeHtml(safe)).toBe(safe)
  })

  it('upgrades image addresses to https and lazy-loads them', () => {
    expect(sanitizeHtml('<img src="http://cdn.example.com/a.jpg" alt="A" width="10">')).toBe(
      '<img src="https://cdn.example.com/a.jpg" alt="A" width="10" loading="lazy" />',
    )
  })

  it('adds rel="noopener noreferrer" to links that open a new tab', () => {
    expect(sanitizeHtml('<a href="/x" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="/x" target="_blank" rel="noopener noreferrer">x</a>',
    )
  })

  it('keeps iframes from YouTube, Vimeo and Wistia only', () => {
    const youtube = sanitizeHtml(
      '<iframe src="https://www.youtube.com/embed/abc" title="Tour" allowfullscreen></iframe>',
    )
    expect(youtube).toBe(
      '<iframe src="https://www.youtube.com/embed/abc" title="Tour" allowfullscreen loading="lazy"></iframe>',
    )
    expect(sanitizeHtml('<iframe src="https://player.vimeo.com/video/1"></iframe>')).toContain(
      'player.vimeo.com',
    )
    expect(sanitizeHtml('<iframe src="http://fast.wistia.net/embed/iframe/x"></iframe>')).toContain(
      'src="https://fast.wistia.net/embed/iframe/x"',
    )
    expect(sanitizeHtml('<p>a</p><iframe src="https://evil.example/embed"></iframe>')).toBe('<p>a</p>')
    expect(sanitizeHtml('<iframe src="https://youtube.com.evil.example/x"></iframe>')).toBe('')
    expect(sanitizeHtml('<iframe src="javascript:alert(1)"></iframe>')).toBe('')
  })

  it('gives untitled iframes a title for screen readers', () => {
    expect(sanitizeHtml('<iframe src="https://player.vimeo.com/video/1"></iframe>')).toContain(
      'title="Embedded video"',
    )
  })

  it('refuses video hosts that only look like the allowed ones', () => {
    for (const src of [
      'https://youtube.evil.example/embed/abc',
      'https://www.youtube.com.evil.example/embed/abc',
      'https://evilvimeo.com/video/1',
      'https://vimeo.com/123',
      'https://attacker.wistia.com/embed/x',
      '//www.youtube.com/embed/abc',
      'https://www.youtube.com\\@evil.example/embed',
    ]) {
      expect(sanitizeHtml(`<iframe src="${src}"></iframe>`), src).toBe('')
    }
  })

  it('returns an empty string for empty input', () => {
    expect(sanitizeHtml('')).toBe('')
    expect(sanitizeHtml(null)).toBe('')
  })
})
