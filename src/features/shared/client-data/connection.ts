// Whether the browser reports a slow or data-saving connection (Network Information API, Chromium only); the data
// layer then waits longer before it calls a load slow or retries.

interface NetworkInformationLike {
  effectiveType?: string;
  saveData?: boolean;
}

const slowTypes = new Set(['slow-2g', '2g', '3g']);

export function isSlowConnection(
  navigator: { connection?: NetworkInformationLike } | undefined = globalThis.navigator as { connection?: NetworkInformationLike } | undefined,
): boolean {
  const connection = navigator?.connection;
  if (!connection) return false;
  return connection.saveData === true || slowTypes.has(connection.effectiveType ?? '');
}
