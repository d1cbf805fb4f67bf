// Where the SQL migrations live: read by the migrators (migrate.ts) and, for its fingerprint, by the
// template a new embedded database is copied from (pglite-template.ts), which must not load the
// migrators to know it.
import path from 'node:path';

export const migrationsFolder = path.join(import.meta.dirname, 'migrations');
