/**
 * The part of `pg` (node-postgres, installed with MikroORM's PostgreSQL driver; no @types/pg here) that the
 * same-SQL ceiling (bench/ceiling-sql.ts) uses.
 */
declare module 'pg' {
  interface QueryResult<R> {
    rows: R[];
  }
  interface Pool {
    query<R = Record<string, unknown>>(sql: string, values?: unknown[]): Promise<QueryResult<R>>;
    end(): Promise<void>;
  }
  const pg: { Pool: new (opts: { connectionString: string; max?: number }) => Pool };
  export default pg;
}
