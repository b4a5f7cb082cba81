/**
 * The message about the form as a whole. It is a live region from the start, so a screen reader announces
 * a failure the moment it appears.
 */
export function FormStatus({ message }: { message: string | undefined }) {
  return (
    <div
      role="alert"
      className="empty:hidden rounded-md border border-accent-700 bg-white p-3 text-sm font-medium text-accent-700"
    >
      {message ?? null}
    </div>
  )
}
