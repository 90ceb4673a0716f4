// REST paths of content: the service-layer snippets (SPEC §7). One file per area (decision 0021).

export const contentApiPaths = {
  /** GET ?identifier=…[&lang=]: a service-layer snippet as JSON, links resolved (src/api/content). */
  serviceLayer: '/api/servicelayer',
  /** GET ?token=…&path=…: the content preview's entry link (decision 0045). */
  previewEntry: '/api/preview',
  /** POST: ends the content preview in this browser. */
  previewEnd: '/api/preview/end',
} as const;
