/**
 * The Idempotency-Key of a submission. Sending the same entries again after a failure reuses the key, so a
 * request that reached the server before the connection dropped is answered once and never makes a second
 * lead; changed entries are a new submission with a new key (the server refuses a key reused for another
 * body). After a success the next submission starts fresh.
 */
export class SubmissionKeys {
  private pending: { body: string; key: string } | undefined

  constructor(private readonly newKey: () => string = () => crypto.randomUUID()) {}

  keyFor(body: string): string {
    if (this.pending?.body !== body) this.pending = { body, key: this.newKey() }
    return this.pending.key
  }

  /** The submission was answered for good (created, or refused for its content): forget its key. */
  settle(): void {
    this.pending = undefined
  }
}
