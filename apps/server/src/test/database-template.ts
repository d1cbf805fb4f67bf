export type DatabaseTemplate =
  | { kind: 'pglite'; dumpFile: string }
  | { kind: 'postgres'; adminUrl: string; templateName: string };

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate;
  }
}

/** One template per run, so two runs on one server do not collide. */
export function templateDatabaseName(): string {
  return `fernleaf_template_${process.pid}`;
}
