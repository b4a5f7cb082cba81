import { BrandMark } from './BrandMark'

/** The drawn brand mark filling a square image, for next/og (the default favicon). */
export function MarkIcon({ size }: { size: number }) {
  return (
    <div style={{ display: 'flex', width: size, height: size }}>
      <BrandMark size={size} />
    </div>
  )
}
