/**
 * What a page's picture components and its script loader (src/server/scriptsAfterPaint.ts) agree on.
 *
 * A picture below the first screen starts with a source carrying this attribute: for a browser that runs
 * scripts it gives a blank, so the picture waits while the first screen's picture loads; the loader lifts it
 * once that picture has been painted (or the visitor scrolls, touches or presses a key, or two seconds pass),
 * and lifts it at once for a held picture that turns out to be on the first screen.
 */
export const FIRST_SCREEN_HOLD = 'data-first-screen-hold'

/** Where the hold applies: only where scripts run, so a browser without them never waits for a lift. */
export const FIRST_SCREEN_HOLD_MEDIA = '(scripting: enabled)'
