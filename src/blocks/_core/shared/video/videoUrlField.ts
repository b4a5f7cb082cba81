import { validateVideoUrl } from '../../../../domain/video/embed'

/** The video address field shared by the video blocks: only YouTube, Vimeo and Wistia are accepted. */
export const videoUrlField = (name: string, label = 'Video address') =>
  ({
    name,
    type: 'text',
    label,
    required: true,
    admin: {
      description:
        'Paste the YouTube, Vimeo or Wistia address from your browser, e.g. https://www.youtube.com/watch?v=…. Nothing is loaded from the video site until a visitor presses play.',
    },
    validate: (value: string | null | undefined) => validateVideoUrl(value),
  }) as const
