// The nginx configuration of compose.yaml, from the same generator as `npm run start:cluster` (nginx-config.ts):
// `npx tsx scripts/cluster/compose-nginx-config.ts` rewrites deploy/nginx.conf; a unit test fails when the two differ.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { nginxConfig } from './nginx-config';

export const composeNginxFile = 'deploy/nginx.conf';

export function composeNginxConfig(): string {
  return nginxConfig({
    listenPort: 8080,
    // Docker's resolver gives nginx every replica of the `app` service behind this one name.
    instances: [{ host: 'app', port: 3000 }],
    root: '/srv/shop',
    runDir: '/tmp/nginx',
    errorLog: '/dev/stderr',
    freshSeconds: 2,
    writtenBy: 'Written by scripts/cluster/compose-nginx-config.ts for compose.yaml — change the generator, not this file.',
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  writeFileSync(composeNginxFile, composeNginxConfig());
  console.log(`wrote ${composeNginxFile}`);
}
