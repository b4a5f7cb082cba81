import type { Block } from 'payload'

import { appearanceField } from '../../_core/shared/appearance'
import { normalizeHref } from '../../_core/shared/fields'
import { validateHref } from '../../../domain/url'
import { linkFields } from '../../_core/shared/linkFields'

export const COMMON_ISSUES_DEFAULTS = {
  title: 'Common issues',
  whenToCallTitle: 'Call a dealer when',
  helpText: 'Still need help?',
  helpLinkLabel: 'Find a dealer near you',
  helpLinkUrl: '/find-a-dealer/',
} as const

/**
 * Common problems a homeowner can check before calling a dealer (content-and-blocks.md §2): each opens to a
 * short answer, then come the signs that need a professional and a line to find a dealer.
 */
export const CommonIssues: Block = {
  slug: 'commonIssues',
  // Short table names: PostgreSQL caps identifiers at 63 characters.
  dbName: 'common_issues',
  interfaceName: 'CommonIssuesBlock',
  labels: { singular: 'Common-issues help', plural: 'Common-issues help' },
  admin: { group: 'Help and guides' },
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      defaultValue: COMMON_ISSUES_DEFAULTS.title,
      admin: { description: 'The heading above the issues.' },
    },
    {
      name: 'intro',
      type: 'textarea',
      admin: { description: 'Optional sentence under the heading, e.g. “Check these before you call.”' },
    },
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 20,
      labels: { singular: 'Issue', plural: 'Issues' },
      admin: { description: 'Visitors see the problems; each answer opens under its problem.' },
      fields: [
        {
          name: 'title',
          type: 'text',
          required: true,
          admin: {
            description: 'The problem as a homeowner would put it, e.g. “The furnace will not start”.',
          },
        },
        {
          name: 'answer',
          type: 'textarea',
          required: true,
          admin: { description: 'What to check, in plain words. Leave a blank line between paragraphs.' },
        },
        linkFields({ labelDescription: 'Optional link under the answer, e.g. “How to change a filter”.' }),
      ],
    },
    {
      type: 'collapsible',
      label: 'When to call a dealer',
      fields: [
        {
          name: 'whenToCallTitle',
          type: 'text',
          defaultValue: COMMON_ISSUES_DEFAULTS.whenToCallTitle,
          admin: { description: 'The heading of the list of signs that need a professional.' },
        },
        {
          name: 'whenToCall',
          type: 'textarea',
          admin: {
            description:
              'One sign a line, e.g. “You smell gas: leave the house and call your gas utility from outside.” Empty: no list.',
          },
        },
      ],
    },
    {
      type: 'collapsible',
      label: 'Still need help',
      fields: [
        {
          name: 'helpText',
          type: 'text',
          defaultValue: COMMON_ISSUES_DEFAULTS.helpText,
          admin: { description: 'The words before the link at the end.' },
        },
        {
          type: 'row',
          fields: [
            {
              name: 'helpLinkLabel',
              type: 'text',
              label: 'Link text',
              defaultValue: COMMON_ISSUES_DEFAULTS.helpLinkLabel,
              admin: { description: 'Says where it goes, e.g. “Find a dealer near you”. Empty: no link.' },
            },
            {
              name: 'helpLinkUrl',
              type: 'text',
              label: 'Link',
              defaultValue: COMMON_ISSUES_DEFAULTS.helpLinkUrl,
              admin: { description: 'Usually /find-a-dealer/.' },
              hooks: { beforeValidate: [normalizeHref] },
              validate: (value: string | null | undefined) => validateHref(value),
            },
          ],
        },
      ],
    },
    appearanceField(),
  ],
}
