import type { Payload } from 'payload'

import { readTranslationState } from './read'
import { describeLocaleState, type LocaleState } from './state'

const mark = (s: LocaleState) => (s.title && s.layout ? '●' : s.title || s.layout ? '◐' : '○')

function StateList({ states, compact }: { states: LocaleState[]; compact?: boolean }) {
  return (
    <ul
      className={compact ? 'translation-state translation-state--compact' : 'translation-state'}
      style={{ listStyle: 'none', margin: 0, padding: 0 }}
    >
      {states.map((s) => (
        <li key={s.locale} lang={s.locale} title={`${s.name}: ${describeLocaleState(s)}`}>
          <span aria-hidden="true">{mark(s)}</span> {compact ? s.locale : s.name}
          {compact ? null : <>: {describeLocaleState(s)}</>}
        </li>
      ))}
    </ul>
  )
}

/** The document sidebar's 'Translations': which languages have their own title and blocks. */
export async function TranslationStateField({
  payload,
  id,
  data,
}: {
  payload: Payload
  id?: number | string
  data?: { id?: number | string }
}) {
  const docId = id ?? data?.id
  const states = docId === undefined ? undefined : await readTranslationState(payload, docId)
  return (
    <div className="field-type translation-state-field">
      <span className="field-label">Translations</span>
      {states ? (
        <StateList states={states} />
      ) : (
        <p className="field-description">Shown once the page is saved.</p>
      )}
      <p className="field-description">
        A language without its own title or blocks shows the English ones. Switch the language at the top of the
        page to translate.
      </p>
    </div>
  )
}

/** The pages list's 'Translations' column: each language's code with its mark (its words on hover). */
export async function TranslationStateCell({
  payload,
  rowData,
}: {
  payload: Payload
  rowData?: { id?: number | string }
}) {
  const states = rowData?.id === undefined ? undefined : await readTranslationState(payload, rowData.id)
  return states ? <StateList states={states} compact /> : null
}
