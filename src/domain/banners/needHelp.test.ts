import { describe, expect, it } from 'vitest'

import { needHelpCopy } from './needHelp'

describe('needHelpCopy', () => {
  it('gives each language its own words and customer-care hours', () => {
    expect(needHelpCopy('en')).toEqual({
      language: 'en',
      languageName: 'English',
      text: 'Need help? Call customer service',
      hours: 'Mon-Fri 8 am to 5 pm CT',
    })
    expect(needHelpCopy('es').text).toBe('¿Necesita ayuda? Llame a servicio al cliente')
    expect(needHelpCopy('fr')).toMatchObject({
      languageName: 'Français',
      text: 'Besoin d’aide? Appelez le service à la clientèle',
      hours: 'Du lundi au vendredi, de 8 h à 18 h (HNC)',
    })
  })

  it('uses the editor’s words where written, trimmed, and the defaults for blank ones', () => {
    const copy = needHelpCopy('es', { text: '  ¿Preguntas? Llámenos  ', hours: '   ' })
    expect(copy.text).toBe('¿Preguntas? Llámenos')
    expect(copy.hours).toBe('De lunes a viernes, de 8 a. m. a 5 p. m. (hora del centro)')
  })

  it('falls back to English for a language it does not know', () => {
    expect(needHelpCopy('de').language).toBe('en')
    expect(needHelpCopy(null).languageName).toBe('English')
  })
})
