import type { DataKind, DataQueries, DataQuery, DataRequests, PageBlockData, RenderedPage } from './data'
import { blockRegistry, isBlockType } from './registry'
import { walkBlocks } from './tree'

/** How the page's data step answers each kind of question (it reads the CMS; blocks never do). */
export type Answerers = {
  [K in DataKind]: (args: DataRequests[K]['args']) => Promise<DataRequests[K]['answer']>
}

/**
 * Asks every block of a layout (nested ones and reusable sections' blocks included) the questions its
 * definition declares, answers each distinct question once, and returns the answers by block for the renderer.
 */
export async function answerBlocks(
  layout: unknown,
  page: RenderedPage | null,
  answerers: Answerers,
): Promise<PageBlockData> {
  const asked = new Map<object, DataQueries>()
  walkBlocks(layout, (block) => {
    if (!isBlockType(block.blockType)) return
    const questions = blockRegistry[block.blockType].data
    if (questions) asked.set(block, questions(block as never))
  })
  const once = new Map<string, Promise<unknown>>()
  const answer = (query: DataQuery): Promise<unknown> => {
    const key = `${query.kind} ${JSON.stringify(query.args)}`
    let pending = once.get(key)
    if (!pending) {
      const answerer = answerers[query.kind] as (args: unknown) => Promise<unknown>
      pending = answerer(query.args)
      once.set(key, pending)
    }
    return pending
  }
  const answers = new Map<object, Record<string, unknown>>()
  await Promise.all(
    [...asked].map(async ([block, questions]) => {
      const named = await Promise.all(
        Object.entries(questions).map(async ([name, query]) => [name, query ? await answer(query) : null]),
      )
      answers.set(block, Object.fromEntries(named))
    }),
  )
  return { page, answers }
}
