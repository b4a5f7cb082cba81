type Props = {
  title?: string | null
  tag?: 'h1' | 'h2' | 'h3' | 'h4' | null
  style?: 'standard' | 'centered' | 'large' | null
  intro?: string | null
}

const STYLE = {
  standard: 'text-3xl font-bold tracking-tight sm:text-4xl',
  centered: 'text-center text-3xl font-bold tracking-tight sm:text-4xl',
  large: 'text-4xl font-bold tracking-tight sm:text-5xl',
} as const

/** The title and introduction of a dealer block, as the editor set them. */
export function BlockTitle({ title, tag, style, intro }: Props) {
  const Tag = tag ?? 'h2'
  const paragraphs = (intro ?? '')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
  if (!title && !paragraphs.length) return null
  return (
    <div className={`flex flex-col gap-3 ${style === 'centered' ? 'items-center text-center' : ''}`}>
      {title ? <Tag className={STYLE[style ?? 'standard']}>{title}</Tag> : null}
      {paragraphs.map((p, i) => (
        <p key={i} className="max-w-3xl text-lg text-muted">
          {p}
        </p>
      ))}
    </div>
  )
}
