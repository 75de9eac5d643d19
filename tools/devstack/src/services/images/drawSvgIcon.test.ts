import { describe, expect, it } from 'vitest'
import { drawSvgIcon } from './drawSvgIcon.js'

describe('drawSvgIcon', () => {
  it('draws an SVG with the initial, escaping markup in the label', () => {
    expect(drawSvgIcon('seed', 'nimbus')).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg".*>N<\/text><\/svg>$/,
    )
    const hostile = drawSvgIcon('seed', '<img src=x onerror=alert(1)>')
    expect(hostile).toContain('>&lt;</text>')
    expect(hostile).not.toContain('<img')
    expect(drawSvgIcon('seed', 'A')).not.toBe(drawSvgIcon('other seed', 'A'))
  })
})
