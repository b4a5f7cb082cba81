/** The consent line of §5 (in the page's language); it sits right above the submit button, so it is read before sending. */
export function ConsentLine({ text }: { text: string }) {
  return <p className="text-sm text-muted">{text}</p>
}
