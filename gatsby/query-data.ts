import type { Reporter } from "gatsby";

/**
 * The data of a query gatsby-node ran, or null once the build is failed with
 * `failure` and the query's errors (the caller then stops).
 */
export function queryData<T>(result: { errors?: unknown; data?: T }, reporter: Pick<Reporter, "panicOnBuild">, failure: string): T | null {
  if (result.errors || !result.data) {
    reporter.panicOnBuild(failure, result.errors as Error[]);
    return null;
  }
  return result.data;
}
