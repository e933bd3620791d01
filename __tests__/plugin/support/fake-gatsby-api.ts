/** A fake of the part of Gatsby's sourceNodes arguments the plugin uses. */
import { createHash } from "node:crypto";
import type { NodeInput } from "gatsby";
import type { SourcingApi } from "../../../plugins/gatsby-source-uniglass/source-nodes";
import { ERROR_MAP, type SourceErrorCode } from "../../../plugins/gatsby-source-uniglass/report";

export interface FakeGatsbyApi extends SourcingApi {
  nodes: NodeInput[];
  /** The text Gatsby prints for each panic: its code's text in the plugin's error map. */
  panics: string[];
  /** The error code of each panic. */
  panicCodes: SourceErrorCode[];
  warnings: string[];
  activities: { name: string; status: string; ended: boolean }[];
}

export class PanicError extends Error {}

export function fakeGatsbyApi(): FakeGatsbyApi {
  const nodes: NodeInput[] = [];
  const panics: string[] = [];
  const panicCodes: SourceErrorCode[] = [];
  const warnings: string[] = [];
  const activities: FakeGatsbyApi["activities"] = [];
  return {
    nodes,
    panics,
    panicCodes,
    warnings,
    activities,
    actions: { createNode: (node) => nodes.push(node) },
    createNodeId: (input) => `node-${createHash("sha1").update(input).digest("hex").slice(0, 16)}`,
    createContentDigest: (input) => createHash("md5").update(JSON.stringify(input)).digest("hex"),
    reporter: {
      panicOnBuild({ id, context }) {
        const text = ERROR_MAP[id].text(context);
        panics.push(text);
        panicCodes.push(id);
        throw new PanicError(text);
      },
      warn(message) {
        warnings.push(message);
      },
      activityTimer(name) {
        const activity = { name, status: "", ended: false };
        activities.push(activity);
        return {
          start: () => undefined,
          setStatus: (status) => {
            activity.status = status;
          },
          end: () => {
            activity.ended = true;
          },
        };
      },
    },
  };
}

/** Nodes of one type (and locale), keyed for readable assertions. */
export function nodesOf(api: { nodes: NodeInput[] }, type: string, locale?: string): NodeInput[] {
  return api.nodes.filter((n) => n.internal.type === type && (locale === undefined || n.locale === locale));
}

export function nodeById(api: { nodes: NodeInput[] }, id: unknown): NodeInput | undefined {
  return api.nodes.find((n) => n.id === id);
}
