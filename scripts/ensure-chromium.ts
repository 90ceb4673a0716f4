// Finds the Chromium the browser tests drive: CHROME_PATH, else /usr/bin/chromium. Installs Debian's package when
// it can (root with apt-get), else stops with a message saying how to get one.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean) as string[];
  return candidates.find((p) => existsSync(p));
}

export function ensureChromium(): string {
  const found = chromiumPath();
  if (found) return found;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    console.log('[chromium] not found; installing Debian\'s chromium with apt-get …');
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    const install = update.status === 0 ? spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }) : update;
    const installed = chromiumPath();
    if (install.status === 0 && installed) return installed;
  }
  console.error(
    [
      'No Chromium found for the browser tests.',
      '  - Debian/Ubuntu: sudo apt-get install chromium   (installs /usr/bin/chromium)',
      '  - or point CHROME_PATH at any Chromium or Chrome binary: CHROME_PATH=/path/to/chrome npm test',
      'Playwright\'s own browser download is not used by this project.',
    ].join('\n'),
  );
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`[chromium] ${ensureChromium()}`);
}
