/**
 * `npm run check:code`: the type-check and ESLint in one pass, for the quick
 * checks (docs/testing.md). The type-aware rules of ESLint need the same
 * TypeScript programs the type-check builds: run apart (`npm run typecheck`,
 * `eslint .`), each builds them, and each computes the types of the whole
 * project. Here the three parts' programs (tsconfig.browser.json,
 * tsconfig.node.json, tsconfig.test.json) are built once, sharing the files
 * they have in common (lib and node_modules declarations, and src/, which the
 * tests import), type-checked, then handed to ESLint, whose rules find the
 * types already computed. A file belongs to the first part that has it, the
 * part an editor (and `eslint .`) finds through tsconfig.json's references.
 *
 * Type errors are printed as `tsc` prints them and end the run before ESLint;
 * ESLint's problems are printed with its default formatter. Exit status 1 on
 * a type error or an ESLint error, as each tool alone.
 */
import path from "node:path";
import { ESLint } from "eslint";
import ts from "typescript";

const ROOT = path.resolve(__dirname, "..");
const PARTS = ["tsconfig.browser.json", "tsconfig.node.json", "tsconfig.test.json"];

const formatHost: ts.FormatDiagnosticsHost = {
  getCanonicalFileName: (file) => file,
  getCurrentDirectory: () => ROOT,
  getNewLine: () => "\n",
};

/** The parts' programs, built with one cache of parsed files (the parts share every setting that changes how a file parses). */
function buildPrograms(): { programs: ts.Program[]; configErrors: ts.Diagnostic[] } {
  const parsedFiles = new Map<string, ts.SourceFile>();
  const configErrors: ts.Diagnostic[] = [];
  const programs = PARTS.map((part) => {
    const config = ts.getParsedCommandLineOfConfigFile(
      path.join(ROOT, part),
      {},
      {
        ...ts.sys,
        onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
          throw new Error(ts.formatDiagnostic(diagnostic, formatHost));
        },
      },
    );
    if (!config) throw new Error(`${part} could not be read`);
    configErrors.push(...config.errors);
    const host = ts.createCompilerHost(config.options, true);
    const getSourceFile = host.getSourceFile.bind(host);
    host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
      const version = typeof languageVersion === "object" ? languageVersion.languageVersion : languageVersion;
      const key = `${version}:${fileName}`;
      let file = parsedFiles.get(key);
      if (!file || shouldCreate) {
        file = getSourceFile(fileName, languageVersion, onError, shouldCreate);
        if (file) parsedFiles.set(key, file);
      }
      return file;
    };
    return ts.createProgram({ rootNames: config.fileNames, options: config.options, projectReferences: config.projectReferences, host });
  });
  return { programs, configErrors };
}

async function main(): Promise<number> {
  const started = Date.now();
  const { programs, configErrors } = buildPrograms();
  // A file two parts share is checked in both: its error is told once.
  const seen = new Set<string>();
  const diagnostics = [...configErrors, ...programs.flatMap((program) => ts.getPreEmitDiagnostics(program))].filter((diagnostic) => {
    const key = `${diagnostic.file?.fileName}:${diagnostic.start}:${diagnostic.code}:${ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n")}`;
    return !seen.has(key) && !!seen.add(key);
  });
  if (diagnostics.length > 0) {
    const format = process.stderr.isTTY ? ts.formatDiagnosticsWithColorAndContext : ts.formatDiagnostics;
    console.error(format(diagnostics, formatHost));
    console.error(`Found ${diagnostics.length} type error${diagnostics.length === 1 ? "" : "s"}.`);
    return 1;
  }
  console.log(`Types: no error (${PARTS.join(", ")}), ${Math.round((Date.now() - started) / 1000)} s`);

  const linted = Date.now();
  const eslint = new ESLint({
    cwd: ROOT,
    // The TypeScript files only: plain JavaScript is outside the programs and linted without types (eslint.config.mjs).
    overrideConfig: [{ files: ["**/*.ts", "**/*.tsx"], languageOptions: { parserOptions: { projectService: false, programs } } }],
  });
  const results = await eslint.lintFiles(["."]);
  const formatter = await eslint.loadFormatter("stylish");
  const report = await formatter.format(results);
  if (report) console.log(report);
  const errors = results.reduce((sum, result) => sum + result.errorCount, 0);
  console.log(`ESLint: ${errors === 0 ? "no error" : `${errors} error${errors === 1 ? "" : "s"}`}, ${Math.round((Date.now() - linted) / 1000)} s`);
  return errors === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
