// REST path of the chat bot on the service-help pages (decision 0029).
// One file per area (decision 0021); api-paths.test.ts checks every path against the route files under src/app/api.

export const chatBotPaths = {
  /** POST { question, history? } → the answer. */
  answer: '/api/chat-bot',
} as const;
