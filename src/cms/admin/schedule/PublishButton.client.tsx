'use client'

import {
  Banner,
  Button,
  DatePicker,
  Drawer,
  FieldLabel,
  FormSubmit,
  PopupList,
  TimezonePicker,
  toast,
  useConfig,
  useDocumentInfo,
  useDocumentTitle,
  useEditDepth,
  useForm,
  useFormModified,
  useHotkey,
  useModal,
  useOperation,
  useServerFunctions,
  useTranslation,
} from '@payloadcms/ui'
import type { CollectionSlug, PublishButtonClientProps } from 'payload'
import { formatAdminURL, hasAutosaveEnabled, hasScheduledPublishEnabled } from 'payload/shared'
import React, { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react'

import {
  defaultScheduleType,
  formatIn,
  instantFromPicker,
  NO_TIME_MESSAGE,
  pastTimeMessage,
  type PublishType,
} from '../../../domain/schedule/time'

/**
 * The pages' Publish button: Payload's own (publish, save a draft with Ctrl/Cmd+S, 'Schedule Publish' under the
 * arrow), with the site's schedule drawer. Payload's drawer starts on Unpublish for a draft never published,
 * forgets what was entered when it closes, and does not tell an editor that a time has passed; this one starts
 * on the action that makes sense, keeps its input while closed (Escape included) until it is saved, reads the
 * time in the chosen zone (the site's by default) and refuses a time already past.
 */
export function PublishButton({ label: labelProp }: PublishButtonClientProps & { label?: string }) {
  const {
    id,
    collectionSlug,
    hasPublishedDoc,
    hasPublishPermission,
    setHasPublishedDoc,
    setMostRecentVersionIsAutosaved,
    setUnpublishedVersionCount,
    unpublishedVersionCount,
    uploadStatus,
  } = useDocumentInfo()
  const { config, getEntityConfig } = useConfig()
  const { submit } = useForm()
  const modified = useFormModified()
  const editDepth = useEditDepth()
  const operation = useOperation()
  const { isModalOpen, openModal } = useModal()
  const { t } = useTranslation()
  const api = config.routes.api
  const defaultTimezone = config.admin.timezones.defaultTimezone ?? 'America/New_York'

  const entityConfig = useMemo(
    () => (collectionSlug ? getEntityConfig({ collectionSlug }) : undefined),
    [collectionSlug, getEntityConfig],
  )
  const drawerSlug = `schedule-publish-${id}`
  const hasNewerVersions = unpublishedVersionCount > 0
  const canPublish =
    hasPublishPermission && (modified || hasNewerVersions || !hasPublishedDoc) && uploadStatus !== 'uploading'
  const hasAutosave = entityConfig ? hasAutosaveEnabled(entityConfig) : false
  const canSchedulePublish = Boolean(
    entityConfig &&
    hasScheduledPublishEnabled(entityConfig) &&
    hasPublishPermission &&
    collectionSlug &&
    id &&
    (hasAutosave || !modified),
  )

  // What the drawer holds lives here, so closing it (its button, Escape) loses nothing until it is saved.
  const [input, setInput] = useState<ScheduleInput | null>(null)
  const openSchedule = useCallback(() => {
    setInput((held) => {
      if (held) return held
      const type = defaultScheduleType({ hasPublishedDoc, unpublishedVersionCount, modified })
      return { type, first: type, picked: undefined, timezone: defaultTimezone, locale: ALL_LANGUAGES }
    })
    openModal(drawerSlug)
  }, [defaultTimezone, drawerSlug, hasPublishedDoc, modified, openModal, unpublishedVersionCount])

  const saveDraft = useCallback(async () => {
    if (operation === 'update' && !modified) return
    await submit({
      action: formatAdminURL({
        apiRoute: api,
        path: `/${collectionSlug}${id ? `/${id}` : ''}?depth=0&draft=true`,
      }),
      method: id ? 'PATCH' : 'POST',
      overrides: { _status: 'draft' },
      skipValidation: true,
    })
  }, [api, collectionSlug, id, modified, operation, submit])

  useHotkey({ cmdCtrlKey: true, editDepth, keyCodes: ['s'] }, (e) => {
    e.preventDefault()
    e.stopPropagation()
    if (hasAutosave) void saveDraft()
  })

  const publish = useCallback(async () => {
    if (uploadStatus === 'uploading') return
    const result = await submit({
      action: formatAdminURL({ apiRoute: api, path: `/${collectionSlug}${id ? `/${id}` : ''}?depth=0` }),
      overrides: { _status: 'published' },
    })
    if (result) {
      setUnpublishedVersionCount(0)
      setMostRecentVersionIsAutosaved(false)
      setHasPublishedDoc(true)
    }
  }, [
    api,
    collectionSlug,
    id,
    setHasPublishedDoc,
    setMostRecentVersionIsAutosaved,
    setUnpublishedVersionCount,
    submit,
    uploadStatus,
  ])

  if (!hasPublishPermission) return null

  return (
    <React.Fragment>
      <FormSubmit
        buttonId="action-save"
        disabled={!canPublish}
        enableSubMenu={canSchedulePublish}
        onClick={publish}
        size="medium"
        SubMenuPopupContent={
          canSchedulePublish
            ? ({ close }) => (
                <PopupList.ButtonGroup key="schedule-publish">
                  <PopupList.Button
                    id="schedule-publish"
                    onClick={() => {
                      openSchedule()
                      close()
                    }}
                  >
                    {t('version:schedulePublish')}
                  </PopupList.Button>
                </PopupList.ButtonGroup>
              )
            : undefined
        }
        type="button"
      >
        {labelProp || t('version:publishChanges')}
      </FormSubmit>
      {canSchedulePublish && input && isModalOpen(drawerSlug) && collectionSlug && id !== undefined && (
        <ScheduleDrawer
          collectionSlug={collectionSlug}
          id={id}
          input={input}
          onInputChange={setInput}
          slug={drawerSlug}
          timeIntervals={
            typeof entityConfig?.versions?.drafts === 'object' &&
            typeof entityConfig.versions.drafts.schedulePublish === 'object'
              ? entityConfig.versions.drafts.schedulePublish.timeIntervals
              : undefined
          }
        />
      )}
    </React.Fragment>
  )
}

/** What the editor has entered: the action, the time as picked (its wall-clock fields) and the zone it is read in. */
export type ScheduleInput = {
  type: PublishType
  picked: Date | undefined
  timezone: string
  /** The action listed first: the one the drawer started with. */
  first: PublishType
  /** For a publish: every language's newest draft (ALL_LANGUAGES), or one language's only. */
  locale: string
}

/** A scheduled publish of every language: what publishing does now. */
const ALL_LANGUAGES = 'all'

type Upcoming = {
  id: number | string
  input: { type: PublishType; timezone?: string; locale?: string }
  waitUntil: string
}

type Props = {
  slug: string
  collectionSlug: string
  id: number | string
  input: ScheduleInput
  onInputChange: (update: (input: ScheduleInput | null) => ScheduleInput | null) => void
  timeIntervals?: number
}

const visuallyHidden: React.CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
}

const ACTIONS: Record<PublishType, string> = { publish: 'Publish', unpublish: 'Unpublish' }

/** Why the entered time cannot be scheduled, or undefined. */
function timeProblem(input: ScheduleInput): string | undefined {
  if (!input.picked) return NO_TIME_MESSAGE
  const at = instantFromPicker(input.picked, input.timezone)
  return at.getTime() <= Date.now() ? pastTimeMessage(at, input.timezone) : undefined
}

/**
 * The schedule drawer for one page (see PublishButton above): the action, the time read in the chosen zone,
 * the publications already scheduled (each can be deleted). A time already past is refused here with the
 * message the server gives (cms/admin/schedule/refusePastSchedules.ts refuses it there too). Escape closes an
 * open calendar first, and the drawer only at the next press.
 */
function ScheduleDrawer({ slug, collectionSlug, id, input, onInputChange, timeIntervals }: Props) {
  const {
    config: {
      admin: {
        timezones: { supportedTimezones },
      },
      localization,
    },
  } = useConfig()
  // Each language named in itself, as the admin's locale menu names it.
  const languages = localization
    ? localization.locales.map(({ code, label }) => ({
        code,
        name: typeof label === 'string' ? label : code,
      }))
    : []
  const languageName = (locale: string | undefined) =>
    languages.find((language) => language.code === locale)?.name ?? 'All languages'
  const languageId = `${slug}-language`
  const { title } = useDocumentTitle()
  const { getUpcomingScheduledPublish, schedulePublish } = useServerFunctions()
  const [processing, setProcessing] = useState(false)
  const [problem, setProblem] = useState<string>()
  const [upcoming, setUpcoming] = useState<Upcoming[]>()
  const problemId = useId()
  const typeName = `${slug}-type`

  const update = useCallback(
    (change: Partial<ScheduleInput>) => {
      setProblem(undefined)
      onInputChange((held) => (held ? { ...held, ...change } : held))
    },
    [onInputChange],
  )

  const readUpcoming = useCallback(
    async () =>
      (await getUpcomingScheduledPublish({
        id,
        collectionSlug: collectionSlug as CollectionSlug,
      })) as Upcoming[],
    [collectionSlug, getUpcomingScheduledPublish, id],
  )
  const fetchUpcoming = async () => setUpcoming(await readUpcoming())

  useEffect(() => {
    let live = true
    void readUpcoming().then((docs) => {
      if (live) setUpcoming(docs)
    })
    return () => {
      live = false
    }
  }, [readUpcoming])

  // A time picked is checked at once, a past day included (the calendar does not hide it: a past time typed is
  // told why it is refused rather than ignored); a time that passes while the drawer is open is caught on saving.
  const onPick = (picked: Date | null) => {
    const next = { ...input, picked: picked ?? undefined }
    update({ picked: next.picked })
    if (next.picked) setProblem(timeProblem(next))
  }

  const save = async () => {
    const refused = timeProblem(input)
    if (refused || !input.picked) {
      setProblem(refused)
      return
    }
    const at = instantFromPicker(input.picked, input.timezone)
    // Payload's task publishes one language's draft when it is named (the others stay as they are published).
    const localeToPublish =
      input.type === 'publish' && input.locale !== ALL_LANGUAGES ? input.locale : undefined
    setProcessing(true)
    const result = (await schedulePublish({
      type: input.type,
      date: at,
      doc: { relationTo: collectionSlug as CollectionSlug, value: String(id) },
      timezone: input.timezone,
      localeToPublish,
    })) as { error?: string } | undefined
    setProcessing(false)
    if (!result || result.error) {
      // The server refuses a time that passed on the way there; any other failure is said as it came.
      setProblem(timeProblem(input) ?? result?.error ?? 'The publication could not be scheduled.')
      return
    }
    const which = localeToPublish ? ` (${languageName(localeToPublish)})` : ''
    toast.success(`${ACTIONS[input.type]}${which} scheduled for ${formatIn(at, input.timezone)}`)
    update({ picked: undefined })
    await fetchUpcoming()
  }

  const remove = async (job: Upcoming) => {
    await schedulePublish({ deleteID: job.id })
    await fetchUpcoming()
    toast.success('The scheduled publication was deleted.')
  }

  // Escape while the calendar is open closes the calendar only: the drawer's own Escape listens on the document.
  const keepDrawerOnEscape = (e: React.KeyboardEvent) => {
    if (e.key === 'Escape' && document.querySelector('.react-datepicker-popper'))
      e.nativeEvent.stopPropagation()
  }

  // Payload's date picker puts its id on its wrapper: the input itself takes the label's id and the hint.
  const timeWrapper = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const field = timeWrapper.current?.querySelector('input')
    if (!field) return
    field.id = 'schedule-time'
    field.setAttribute('aria-describedby', `schedule-time-hint ${problemId}`)
    // Its clear button is an icon with no name.
    timeWrapper.current
      ?.querySelector('.date-time-picker__clear-button')
      ?.setAttribute('aria-label', 'Clear the time')
  })

  const zoneLabel = (zone: string | undefined) =>
    supportedTimezones.find((z) => z.value === zone)?.label ?? zone ?? 'Site time'

  return (
    <Drawer className="schedule-publish" slug={slug} title={`Schedule publish for ${title}`}>
      {/* Payload's zone picker label and table headings are a grey too light for their background (WCAG AA). */}
      <style>
        {
          '.schedule-publish .timezone-picker-wrapper .field-label, .schedule-publish table th { color: var(--theme-text); }'
        }
      </style>
      <div style={{ display: 'grid', gap: 'calc(var(--base) * 1)', paddingBottom: 'var(--base)' }}>
        <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
          <legend style={{ marginBottom: 'calc(var(--base) / 2)', fontWeight: 600 }}>Action</legend>
          <div style={{ display: 'flex', gap: 'calc(var(--base) * 1.5)' }}>
            {(input.first === 'unpublish'
              ? (['unpublish', 'publish'] as const)
              : (['publish', 'unpublish'] as const)
            ).map((type) => (
              <label
                key={type}
                style={{ display: 'inline-flex', gap: 8, alignItems: 'center', cursor: 'pointer' }}
              >
                <input
                  checked={input.type === type}
                  disabled={processing}
                  name={typeName}
                  onChange={() => update({ type })}
                  type="radio"
                  value={type}
                />
                {ACTIONS[type]}
              </label>
            ))}
          </div>
        </fieldset>
        <div onKeyDown={keepDrawerOnEscape} ref={timeWrapper}>
          <FieldLabel htmlFor="schedule-time" label="Time" required />
          <DatePicker
            onChange={onPick}
            pickerAppearance="dayAndTime"
            readOnly={processing}
            timeIntervals={timeIntervals ?? 5}
            value={input.picked}
          />
          <p id="schedule-time-hint" style={{ margin: '4px 0 0', color: 'var(--theme-text)' }}>
            Read in the time zone below.
          </p>
        </div>
        <TimezonePicker
          id="schedule-timezone"
          onChange={(timezone: string) => {
            const next = { ...input, timezone }
            update({ timezone })
            if (next.picked) setProblem(timeProblem(next))
          }}
          options={supportedTimezones}
          required
          selectedTimezone={input.timezone}
        />
        {languages.length > 0 && input.type === 'publish' && (
          <div>
            <FieldLabel htmlFor={languageId} label="Languages to publish" />
            <select
              aria-describedby={`${languageId}-hint`}
              className="schedule-publish__language"
              disabled={processing}
              id={languageId}
              onChange={(e) => update({ locale: e.target.value })}
              style={{ display: 'block', minWidth: 240, padding: '6px 8px' }}
              value={input.locale}
            >
              <option value={ALL_LANGUAGES}>All languages</option>
              {languages.map((language) => (
                <option key={language.code} value={language.code}>
                  {language.name}
                </option>
              ))}
            </select>
            <p id={`${languageId}-hint`} style={{ margin: '4px 0 0', color: 'var(--theme-text)' }}>
              One language publishes its newest draft and leaves the others as they are published.
            </p>
          </div>
        )}
        <div aria-live="polite" id={problemId}>
          {problem && (
            <p
              className="schedule-publish__problem"
              role="alert"
              style={{ color: 'var(--theme-error-750)', margin: 0 }}
            >
              {problem}
            </p>
          )}
        </div>
        <div style={{ display: 'flex', gap: 'var(--base)', alignItems: 'center' }}>
          <Button
            buttonStyle="primary"
            disabled={processing}
            id="scheduled-publish-save"
            margin={false}
            onClick={() => void save()}
            type="button"
          >
            Save
          </Button>
          {processing && <span>Saving…</span>}
        </div>
      </div>
      <section aria-labelledby={`${slug}-upcoming`}>
        <h3 id={`${slug}-upcoming`}>Upcoming</h3>
        {upcoming?.length === 0 && <Banner type="info">Nothing is scheduled for this page.</Banner>}
        {upcoming && upcoming.length > 0 && (
          <table className="table" style={{ width: '100%' }}>
            <thead>
              <tr>
                <th scope="col">Action</th>
                <th scope="col">Time</th>
                <th scope="col">Time zone</th>
                {languages.length > 0 && <th scope="col">Languages</th>}
                <th scope="col">
                  <span style={visuallyHidden}>Delete</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {upcoming.map((job) => {
                const zone = job.input.timezone || input.timezone
                const when = formatIn(new Date(job.waitUntil), zone)
                const action = ACTIONS[job.input.type === 'unpublish' ? 'unpublish' : 'publish']
                return (
                  <tr key={job.id}>
                    <td>{action}</td>
                    <td>{when}</td>
                    <td>{zoneLabel(job.input.timezone)}</td>
                    {languages.length > 0 && <td>{languageName(job.input.locale)}</td>}
                    <td>
                      <Button
                        aria-label={`Delete: ${action} on ${when}`}
                        buttonStyle="secondary"
                        margin={false}
                        onClick={() => void remove(job)}
                        size="small"
                        type="button"
                      >
                        Delete
                      </Button>
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        )}
      </section>
    </Drawer>
  )
}
