import { APIError } from 'payload'

import { tooManySignIns } from './signInPolicy'

/** 429 for a sign-in over its limits; public, so its message reaches the sign-in form. */
export class TooManySignIns extends APIError {
  constructor(retryAfterSeconds: number) {
    super(tooManySignIns(retryAfterSeconds), 429, null, true)
    // Named by hand: a production build may shorten class names, and Payload's loggingLevels match on this one.
    this.name = 'TooManySignIns'
  }
}
