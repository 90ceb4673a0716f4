// How the outbox learns its topics. platform/jobs knows no context: each layer that writes a topic contributes its
// handler, and the composition root above the contexts (src/server/outbox-handlers.ts) joins the contributions.
import type { OutboxHandler } from './outbox-worker';

/** The topics one module handles, e.g. `{ 'mail.send': handler }`. */
export type OutboxTopics = Readonly<Record<string, OutboxHandler>>;

/** One handler per topic: a topic contributed twice is a wiring mistake and stops the start. */
export function joinOutboxTopics(...contributions: OutboxTopics[]): Record<string, OutboxHandler> {
  const joined: Record<string, OutboxHandler> = {};
  for (const topics of contributions) {
    for (const [topic, handler] of Object.entries(topics)) {
      if (topic in joined) throw new Error(`Outbox topic ${topic} has two handlers`);
      joined[topic] = handler;
    }
  }
  return joined;
}
