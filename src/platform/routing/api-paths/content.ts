// REST paths of content: the service-layer snippets (SPEC §7). One file per area (decision 0021).

export const contentApiPaths = {
  /** GET ?identifier=…[&lang=]: a service-layer snippet as JSON, links resolved (src/api/content). */
  serviceLayer: '/api/servicelayer',
} as const;
