'use client'

import { createContext, useContext } from 'react'

import { ENGLISH_MAP_WORDS, type MapWords } from './mapWords'

/** Given by the poster to the moving map it loads (and to the note shown while it loads). */
export const MapWordsContext = createContext<MapWords>(ENGLISH_MAP_WORDS)

export const useMapWords = (): MapWords => useContext(MapWordsContext)
