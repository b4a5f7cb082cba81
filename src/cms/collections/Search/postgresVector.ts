import { sql, type PostgresAdapterArgs } from '@payloadcms/db-postgres'
import { customType, index } from '@payloadcms/db-postgres/drizzle/pg-core'

type PostgresSchemaHook = NonNullable<PostgresAdapterArgs['afterSchemaInit']>[number]

/** PostgreSQL's tsvector type, which drizzle does not name. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

/** The stored column of each search entry's weighted vector (title A, text B, its language's configuration). */
export const PG_VECTOR_COLUMN = 'fulltext'

/** PostgreSQL's text search configuration of each language's entries and queries. */
export const PG_TEXT_CONFIG = { en: 'english', es: 'spanish', 'fr-CA': 'french' } as const

/**
 * Accents folded as the query's words are (domain/search/query.ts `wordsOf`) and SQLite's FTS5 tokenizer folds
 * them: `calefacción` is stored and searched as `calefaccion`. `translate` is immutable, as a generated column
 * needs (the `unaccent` extension is neither installed everywhere nor immutable).
 */
export const ACCENTED = 'ÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇŸáàâäãéèêëíìîïóòôöõúùûüñçÿ'
export const UNACCENTED = 'AAAAAEEEEIIIIOOOOOUUUUNCYaaaaaeeeeiiiiooooouuuuncy'

/** The entry's configuration, chosen by its `locale` column. */
const CONFIG_OF_ROW = `CASE "locale" WHEN 'es' THEN 'spanish'::regconfig WHEN 'fr-CA' THEN 'french'::regconfig ELSE 'english'::regconfig END`
const vectorOf = (column: string) =>
  `to_tsvector(${CONFIG_OF_ROW}, translate(coalesce("${column}", ''), '${ACCENTED}', '${UNACCENTED}'))`

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
        sql.raw(`setweight(${vectorOf('title')}, 'A') || setweight(${vectorOf('body')}, 'B')`),
      ),
    },
    extraConfig: (t) => ({
      search_fulltext_idx: index('search_fulltext_idx').using('gin', t[PG_VECTOR_COLUMN]!),
    }),
  })
  return schema
}
