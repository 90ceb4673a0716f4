// The bare Next.js page of the Lighthouse bench (bench/lighthouse.bench.ts): the shop's Next, React and node_modules,
// nothing else. Turbopack resolves packages from the repository's root.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const config = { turbopack: { root }, poweredByHeader: false };
export default config;
