import { BrandMark } from './BrandMark'

export const SOCIAL_CARD_SIZE = { width: 1200, height: 630 }

/**
 * The default picture shown when a page is shared: the mark, the brand name and what it does (the catalogue's
 * `layout.tagline` in the card's language), drawn by next/og (inline styles only; every box with several
 * children is a flex box).
 */
export function SocialCard({ brandName, tagline }: { brandName: string; tagline: string }) {
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        width: '100%',
        height: '100%',
        padding: 80,
        color: '#ffffff',
        backgroundColor: '#0c2a4d',
        backgroundImage: 'linear-gradient(135deg, #0c2a4d 0%, #123c6c 60%, #174d8a 100%)',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 36 }}>
        <BrandMark size={148} />
        <div style={{ display: 'flex', fontSize: 96, fontWeight: 700, letterSpacing: -2 }}>{brandName}</div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
        <div style={{ display: 'flex', fontSize: 44, lineHeight: 1.25, color: '#d6e4f5', maxWidth: 960 }}>
          {tagline}
        </div>
        <div
          style={{ display: 'flex', height: 8, width: 220, backgroundColor: '#ff7a5c', borderRadius: 4 }}
        />
      </div>
    </div>
  )
}
