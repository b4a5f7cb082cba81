/**
 * A page address proposed from its title, as the editor types the title: "Find your dealer" -> /find-your-dealer,
 * "Heat pumps & furnaces" -> /heat-pumps-and-furnaces, "Café" -> /cafe. Empty when the title has no letters or
 * digits.
 */
export function slugFromTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/**
 * The address to put in the field when the title changes from `before` to `title`, or undefined to leave the
 * field as it is. The field follows the title while it is empty, or holds the address proposed from the former
 * title (in whatever folder the editor gave it: /products/ + the title); once the editor has written an address
 * of their own, it is theirs. The home page's "/" is never replaced.
 */
export function followTitle(
  current: string | null | undefined,
  before: string,
  title: string,
): string | undefined {
  const address = current ?? ''
  if (address.trim() === '/') return undefined
  const cut = address.lastIndexOf('/')
  const folder = cut > 0 ? address.slice(0, cut) : ''
  const last = cut >= 0 ? address.slice(cut + 1) : address
  if (last !== '' && last !== slugFromTitle(before)) return undefined
  const slug = slugFromTitle(title)
  const next = slug ? `${folder}/${slug}` : folder ? `${folder}/` : ''
  return next === address ? undefined : next
}
