import { describe, expect, it } from 'vitest'

import { formSchemasFor, leadRequestSchemaFor, newsletterRequestSchemaFor } from '@/domain/leads/schemas'

import { leadMessagesFor, leadMessagesOf } from './leadMessages'

/** A field's message as the endpoint's 400 names it (the first issue of its path). */
const messageOf = (issues: { path: PropertyKey[]; message: string }[], field: string) =>
  issues.find((issue) => issue.path.join('.') === field)?.message

describe('the lead forms’ messages in each locale', () => {
  it('give the form schemas the locale’s words with the same rules', () => {
    const es = formSchemasFor(leadMessagesFor('es')).dealer.safeParse({ firstName: 'A' })
    expect(es.success).toBe(false)
    expect(messageOf(es.error?.issues ?? [], 'firstName')).toBe('El nombre debe tener al menos 2 caracteres')
    const fr = formSchemasFor(leadMessagesFor('fr-CA')).modal.safeParse({ zip: '123' })
    expect(messageOf(fr.error?.issues ?? [], 'zip')).toBe('Entrez un code postal valide')
  })

  it('give the endpoint’s request schema the words of the locale a body names, English otherwise', () => {
    const body = { kind: 'CONTACT_DEALER', companyId: 5, form: 'home', email: 'ana@' }
    const fr = leadRequestSchemaFor('home', leadMessagesOf('fr-CA')).safeParse(body)
    expect(messageOf(fr.error?.issues ?? [], 'email')).toBe('Veuillez entrer une adresse courriel valide')
    const unknown = leadRequestSchemaFor('home', leadMessagesOf('de')).safeParse(body)
    expect(messageOf(unknown.error?.issues ?? [], 'email')).toBe('Please enter a valid email address')
    const newsletter = newsletterRequestSchemaFor(leadMessagesOf('es')).safeParse({ kind: 'MARKETO' })
    expect(messageOf(newsletter.error?.issues ?? [], 'email')).toBe('Escriba un correo electrónico válido')
  })

  it('build each locale’s schemas once', () => {
    expect(formSchemasFor(leadMessagesFor('es'))).toBe(formSchemasFor(leadMessagesFor('es')))
    expect(leadRequestSchemaFor('modal', leadMessagesFor('fr-CA'))).toBe(
      leadRequestSchemaFor('modal', leadMessagesFor('fr-CA')),
    )
  })
})
