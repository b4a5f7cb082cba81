// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { renderIn } from '@/i18n/testing'

import { ContactForm } from './ContactForm.client'
import { DealerSuccess } from './DealerSuccess'
import { HomeContactForm } from './HomeContactForm.client'
import { answers, json, withSettings } from './testing'
import { WhoAreWeHelpingButton } from './WhoAreWeHelpingDialog.client'

afterEach(() => vi.unstubAllGlobals())

const SPANISH_CONSENT =
  'Al enviar este formulario, usted acepta que un distribuidor local se comunique con usted y que su información pueda compartirse con nuestras empresas afiliadas y socios aprobados.'
const FRENCH_CONSENT =
  'En soumettant ce formulaire, vous acceptez qu’un détaillant de votre région communique avec vous et que vos renseignements puissent être transmis à nos sociétés affiliées et partenaires autorisés.'

function fill(entries: Record<string, string>, stateLabel: string) {
  for (const [label, value] of Object.entries(entries)) {
    const input = screen.getByLabelText(label)
    fireEvent.focus(input)
    fireEvent.change(input, { target: { value } })
    fireEvent.blur(input)
  }
  fireEvent.change(screen.getByLabelText(stateLabel), { target: { value: 'QC' } })
}

describe('the lead forms in Spanish and Quebec French', { timeout: 20_000 }, () => {
  it('label the fields and state the consent above the button in Spanish', () => {
    renderIn(
      'es',
      withSettings(
        <ContactForm
          recipient={{ to: 'dealer', companyId: 7 }}
          formId="t"
          label="Formulario"
          onSent={() => {}}
        />,
      ),
    )
    for (const label of ['Nombre', 'Apellido', 'Correo electrónico', 'Teléfono', 'Dirección', 'Ciudad'])
      expect(screen.getByLabelText(label)).toBeTruthy()
    expect(screen.getByRole('option', { name: 'Seleccione…' })).toBeTruthy()
    expect(screen.getByRole('group', { name: 'Estados Unidos' })).toBeTruthy()
    expect(screen.getByText(SPANISH_CONSENT)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeTruthy()
  })

  it('sends a French lead with the consent line the visitor read, and confirms in French', async () => {
    const server = answers(json({ id: 'lead-9' }, 201))
    vi.stubGlobal('fetch', server.fetch)
    const onSent = vi.fn()
    renderIn(
      'fr-CA',
      withSettings(
        <ContactForm
          recipient={{ to: 'dealer', companyId: 7 }}
          formId="t"
          label="Formulaire"
          onSent={onSent}
        />,
      ),
    )
    expect(screen.getByText(FRENCH_CONSENT)).toBeTruthy()
    fill(
      {
        Prénom: 'Ana',
        'Nom de famille': 'Lopez',
        Courriel: 'ana@example.com',
        Téléphone: '(514) 555-0188',
        Adresse: '12 rue Main',
        Ville: 'Montréal',
        'Code postal': 'H2X 1Y4',
      },
      'Province/État',
    )
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }))
    await vi.waitFor(() => expect(onSent).toHaveBeenCalledWith('lead-9'))
    expect(JSON.parse(String(server.calls[0]?.init.body))).toMatchObject({
      locale: 'fr-CA',
      consent: { text: FRENCH_CONSENT },
    })
  })

  it('confirms a dealer request in each language', () => {
    const { unmount } = renderIn('fr-CA', <DealerSuccess />)
    expect(
      screen.getByText(
        'Nous avons bien reçu votre demande et un détaillant communiquera avec vous sous peu.',
      ),
    ).toBeTruthy()
    unmount()
    renderIn('es', <DealerSuccess />)
    expect(
      screen.getByText('Recibimos su solicitud y un distribuidor se comunicará con usted en breve.'),
    ).toBeTruthy()
  })

  it('asks the home form’s topics in Spanish', () => {
    renderIn('es', withSettings(<HomeContactForm />))
    expect(screen.getByRole('heading', { name: '¿En qué necesita ayuda?' })).toBeTruthy()
    for (const topic of ['Sistema nuevo', 'Reparación del sistema', 'Precios', 'Otro'])
      expect(screen.getByRole('button', { name: topic })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Precios' }))
    expect(screen.getByRole('heading', { name: 'Comuníquese con su distribuidor local' })).toBeTruthy()
    expect(screen.getByRole('button', { name: /Volver al paso anterior/ })).toBeTruthy()
  })

  it('opens “who are we helping today?” in French', async () => {
    renderIn('fr-CA', withSettings(<WhoAreWeHelpingButton />))
    fireEvent.click(screen.getByRole('button', { name: 'Nous joindre' }))
    expect(await screen.findByRole('dialog', { name: 'Qui aidons-nous aujourd’hui?' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Entrepreneur' }))
    expect(screen.getByText('Je suis entrepreneur')).toBeTruthy()
  })
})
