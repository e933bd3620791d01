import path from "path";

/** The file of a template in src/templates. */
export function templatePath(page: string): string {
  return path.resolve(__dirname, "..", "src", "templates", `${page}.tsx`);
}
