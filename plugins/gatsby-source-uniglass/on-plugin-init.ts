import type { GatsbyNode } from "gatsby";
import { ERROR_MAP } from "./report";

/** The plugin's error codes and their texts (report.ts), in every process of the build before any of its APIs runs. */
export const onPluginInit: GatsbyNode["onPluginInit"] = ({ reporter }) => {
  reporter.setErrorMap(ERROR_MAP);
};
