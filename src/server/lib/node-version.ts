/**
 * better-sqlite3 13 is built for Node 22 and newer: on Node 20 it crashes the process at the first
 * query, with no message. The server and the tools say so at start instead.
 */
export const MINIMUM_NODE_MAJOR = 22;

export function unsupportedNodeMessage(version: string = process.versions.node): string | null {
  const major = Number(version.split('.')[0]);
  if (major >= MINIMUM_NODE_MAJOR) return null;
  return `Nasab needs Node ${MINIMUM_NODE_MAJOR} or newer; this is Node ${version}. Node 24, the active LTS line, is recommended (README, docs/deploy.md).`;
}
