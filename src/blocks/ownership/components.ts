/** This area's block components by block type (spread into _core/registry.ts). */
export const ownershipComponents = {}
