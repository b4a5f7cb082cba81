import type { Payload } from 'payload'
import { describe, expect, it, vi } from 'vitest'

import { jobsConfig } from './index'

const payload = {} as Payload

describe('when an instance runs the queues on its timers', () => {
  it('asks the runner election, and runs only when this instance is the runner', async () => {
    const elected = vi.fn(async () => true)
    expect(
      await jobsConfig({ JOBS_AUTORUN: 'true', NODE_ENV: 'production' }, elected).shouldAutoRun?.(payload),
    ).toBe(true)
    const other = vi.fn(async () => false)
    expect(
      await jobsConfig({ JOBS_AUTORUN: 'true', NODE_ENV: 'production' }, other).shouldAutoRun?.(payload),
    ).toBe(false)
    expect(elected).toHaveBeenCalledOnce()
  })

  it('never runs with JOBS_AUTORUN=false, and then takes no part in the election', async () => {
    const election = vi.fn(async () => true)
    const config = jobsConfig({ JOBS_AUTORUN: 'false', NODE_ENV: 'production' }, election)
    expect(await config.shouldAutoRun?.(payload)).toBe(false)
    expect(election).not.toHaveBeenCalled()
    // No timers at all: Payload's would still write the schedules' state on each tick.
    expect(config.autoRun).toBeUndefined()
    expect(jobsConfig({ JOBS_AUTORUN: 'true', NODE_ENV: 'production' }, election).autoRun).toHaveLength(2)
  })
})
