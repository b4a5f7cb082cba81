import { describe, expect, it } from 'vitest'

import {
  defaultScheduleType,
  formatIn,
  instantFromPicker,
  instantOf,
  NO_TIME_MESSAGE,
  pastTimeMessage,
  pickerDateFor,
  scheduleTimeProblem,
  wallTimeIn,
} from './time'

const NY = 'America/New_York'

describe('a time picked in a zone', () => {
  it('names the instant that zone’s clock shows, in winter and summer', () => {
    expect(instantOf({ year: 2026, month: 11, day: 30, hour: 9, minute: 0 }, NY).toISOString()).toBe(
      '2026-11-30T14:00:00.000Z',
    )
    expect(instantOf({ year: 2026, month: 7, day: 1, hour: 9, minute: 30 }, NY).toISOString()).toBe(
      '2026-07-01T13:30:00.000Z',
    )
    expect(
      instantOf({ year: 2026, month: 7, day: 1, hour: 9, minute: 30 }, 'America/Los_Angeles').toISOString(),
    ).toBe('2026-07-01T16:30:00.000Z')
  })

  it('reads a time skipped by the spring change as just after it', () => {
    // 2:30 on 8 March 2026 does not exist in New York; clocks read 3:30 EDT at 07:30 UTC.
    expect(instantOf({ year: 2026, month: 3, day: 8, hour: 2, minute: 30 }, NY).toISOString()).toBe(
      '2026-03-08T07:30:00.000Z',
    )
  })

  it('goes to the picker and back unchanged, whatever the browser’s own zone', () => {
    const at = new Date('2026-12-24T15:45:00.000Z')
    expect(wallTimeIn(at, NY)).toEqual({ year: 2026, month: 12, day: 24, hour: 10, minute: 45 })
    const shown = pickerDateFor(at, NY)
    expect([shown.getHours(), shown.getMinutes()]).toEqual([10, 45])
    expect(instantFromPicker(shown, NY).toISOString()).toBe(at.toISOString())
  })

  it('is written as a person in the zone reads it', () => {
    expect(formatIn(new Date('2026-11-30T14:05:00Z'), NY)).toBe('Nov 30, 2026, 9:05 AM EST')
  })
})

describe('the rule for a scheduled time', () => {
  const now = Date.parse('2026-11-28T12:00:00Z')

  it('takes a time after now', () => {
    expect(scheduleTimeProblem(new Date(now + 60_000), NY, now)).toBeUndefined()
    expect(scheduleTimeProblem('2026-11-28T12:05:00.000Z', NY, now)).toBeUndefined()
  })

  it('refuses now and any time before, naming it in the zone it was picked in', () => {
    expect(scheduleTimeProblem(new Date(now), NY, now)).toBe(pastTimeMessage(new Date(now), NY))
    expect(scheduleTimeProblem('2026-11-28T11:00:00.000Z', NY, now)).toBe(
      'Nov 28, 2026, 6:00 AM EST has already passed. Choose a time later than now.',
    )
  })

  it('refuses no time, or one that is not a date', () => {
    expect(scheduleTimeProblem(undefined, NY, now)).toBe(NO_TIME_MESSAGE)
    expect(scheduleTimeProblem('soon', NY, now)).toBe(NO_TIME_MESSAGE)
  })
})

describe('the action the schedule drawer starts with', () => {
  it('is Publish for a draft never published and for a page with changes to publish', () => {
    expect(defaultScheduleType({ hasPublishedDoc: false, unpublishedVersionCount: 0, modified: false })).toBe(
      'publish',
    )
    expect(defaultScheduleType({ hasPublishedDoc: false, unpublishedVersionCount: 3, modified: true })).toBe(
      'publish',
    )
    expect(defaultScheduleType({ hasPublishedDoc: true, unpublishedVersionCount: 1, modified: false })).toBe(
      'publish',
    )
    expect(defaultScheduleType({ hasPublishedDoc: true, unpublishedVersionCount: 0, modified: true })).toBe(
      'publish',
    )
  })

  it('is Unpublish only for a published page with nothing new', () => {
    expect(defaultScheduleType({ hasPublishedDoc: true, unpublishedVersionCount: 0, modified: false })).toBe(
      'unpublish',
    )
  })
})
