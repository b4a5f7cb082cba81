/**
 * What a picture's source gives a copy of an image that must not load (yet): an empty SVG. It has neither a
 * size nor proportions of its own, so the image keeps the box its width and height attributes give it (a
 * 1-pixel GIF would make an image sized by its own proportions square). One address for every use: the
 * browser reads it once per page.
 */
export const BLANK_IMAGE = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg"/>')}`
