// A write-once file cache for generated assets (product pictures): the first request renders and stores the
// file, later ones read it. Concurrent requests for the same file share one render; writes are atomic (temp file
// + rename), so a reader never sees half a file.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

const pending = new Map<string, Promise<Buffer>>();

/** The file at `relative` inside `dir`, produced on first use. Refuses paths that would leave `dir`. */
export async function cachedFile(
  dir: string,
  relative: string,
  produce: () => Promise<Buffer>,
): Promise<Buffer> {
  const root = path.resolve(dir);
  const file = path.resolve(root, relative);
  if (!file.startsWith(root + path.sep))
    throw new Error(`cache path leaves the cache directory: ${relative}`);
  try {
    return await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  let job = pending.get(file);
  if (!job) {
    job = (async () => {
      const content = await produce();
      await mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temp, content);
      await rename(temp, file);
      return content;
    })().finally(() => pending.delete(file));
    pending.set(file, job);
  }
  return job;
}
