// Reads the development mail outbox (DATA_DIR/outbox) newest first: for the developer route and browser tests.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export interface OutboxMail {
  id: string;
  createdAt: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  locale: string;
  template: string;
  tenant: string;
  link?: string;
  unsubscribe?: { page: string; oneClick: string };
  headers?: Record<string, string>;
}

export async function listOutbox(dir: string, limit = 50): Promise<OutboxMail[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const files = names
    .filter((n) => n.endsWith('.json'))
    .sort()
    .reverse()
    .slice(0, limit);
  return Promise.all(
    files.map(async (name) => JSON.parse(await readFile(path.join(dir, name), 'utf8')) as OutboxMail),
  );
}
