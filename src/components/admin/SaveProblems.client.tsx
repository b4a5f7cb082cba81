'use client'

import { useAllFormFields, useFormSubmitted } from '@payloadcms/ui'

/** 'layout.2.text' → 'Text', for a field's message that does not name its field itself. */
const fieldName = (path: string): string => {
  const last =
    path
      .split('.')
      .filter((segment) => !/^\d+$/.test(segment))
      .pop() ?? path
  const words = last.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ')
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase()
}

/**
 * In the document's status area, beside Publish: why the last save (an autosave, Save Draft or Publish) was
 * refused, each field's message whole ('Heading 3: Text is required.', 'The page “Find a dealer” already uses
 * this address…'), until the fields are put right. The admin's own 'Saving…' is hidden meanwhile (custom.scss):
 * it stays on after a refused autosave.
 */
export function SaveProblems() {
  const [fields] = useAllFormFields()
  const submitted = useFormSubmitted()
  if (!submitted) return null
  const problems = new Set<string>()
  for (const [path, field] of Object.entries(fields)) {
    const message = field?.valid === false ? field.errorMessage : undefined
    if (typeof message !== 'string' || message === '') continue
    problems.add(message.includes(':') ? message : `${fieldName(path)}: ${message}`)
  }
  if (problems.size === 0) return null
  return (
    <div className="save-problems" role="alert">
      <strong>Not saved.</strong>
      <ul>
        {[...problems].map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </div>
  )
}
