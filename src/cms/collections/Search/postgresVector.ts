import { sql, type PostgresAdapterArgs } from '@payloadcms/db-postgres'
import { customType, index } from '@payloadcms/db-postgres/drizzle/pg-core'

type PostgresSchemaHook = NonNullable<PostgresAdapterArgs['afterSchemaInit']>[number]

/** PostgreSQL's tsvector type, which drizzle does not name. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

/** The stored column of each search entry's weighted vector (title A, text B, English configuration). */
export const PG_VECTOR_COLUMN = 'fulltext'

/**
 * Adds the search entries' full-text vector to Payload's PostgreSQL schema (so migrations and the schema push
 * know it): a column the database computes from the title and text on every write, with a GIN index. Ranking
 * reads the stored vector instead of parsing each matching entry's text again, which at 1,000 entries was the
 * difference between 5 ms and half a second a search (docs/search.md).
 */
export const searchVectorColumn: PostgresSchemaHook = ({ schema, extendTable }) => {
  const table = schema.tables.search
  if (!table) return schema
  extendTable({
    table,
    columns: {
      [PG_VECTOR_COLUMN]: tsvector(PG_VECTOR_COLUMN).generatedAlwaysAs(
        sql`setweight(to_tsvector('english', coalesce("title", '')), 'A') || setweight(to_tsvector('english', coalesce("body", '')), 'B')`,
      ),
    },
    extraConfig: (t) => ({
      search_fulltext_idx: index('search_fulltext_idx').using('gin', t[PG_VECTOR_COLUMN]!),
    }),
  })
  return schema
}
