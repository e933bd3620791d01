/** The part of sql.js (which ships no types) the VIN decoder uses. */
declare module "sql.js" {
  export interface Database {
    exec(sql: string, params?: unknown[]): { columns: string[]; values: unknown[][] }[];
    close(): void;
  }
  export interface SqlJsStatic {
    Database: new (data?: Uint8Array) => Database;
  }
  export default function initSqlJs(config?: { locateFile?: (file: string) => string }): Promise<SqlJsStatic>;
}
