// How long a stock change takes to show through the running cluster's nginx (decision 0050's staleness bound):
// sets a variant's stock through the ERP API on one instance, then loads the product page through nginx every 100 ms
// until its schema.org availability flips, and puts the stock back. Needs a running `npm run start:cluster`.
//   npx tsx scripts/cluster/measure-staleness.ts <nginx port> <instance port> <product path> <variant sku> [erp key]
import { setTimeout as sleep } from 'node:timers/promises';
import { send } from '../faults/http';

const [nginxPort, instancePort, pagePath, variantSku, key = 'dev-only-erp-key-de-0123456789'] = process.argv.slice(2);
if (!nginxPort || !instancePort || !pagePath || !variantSku) throw new Error('usage: <nginx port> <instance port> <product path> <variant sku> [erp key]');
const nginx = { port: Number(nginxPort), host: `localhost:${nginxPort}` };
const instance = { port: Number(instancePort), host: `localhost:${nginxPort}` };

const availability = async () => /schema\.org\/(InStock|OutOfStock)/.exec((await send(nginx, 'GET', pagePath)).body)?.[1];

async function setStock(stock: number): Promise<void> {
  const answer = await send(instance, 'PUT', '/api/integration/v1/stock', { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, JSON.stringify({ items: [{ variantSku, stock }] }));
  if (answer.status !== 200) throw new Error(`stock: ${answer.status} ${answer.body}`);
}

async function flip(stock: number, expected: string): Promise<number> {
  await setStock(stock);
  const started = Date.now();
  while (Date.now() - started < 120_000) {
    if ((await availability()) === expected) return Date.now() - started;
    await sleep(100);
  }
  throw new Error(`the page did not show ${expected} within 120 s`);
}

const before = await availability();
console.log(`availability before: ${before}`);
for (let round = 1; round <= 3; round++) {
  const out = await flip(0, 'OutOfStock');
  const back = await flip(50, 'InStock');
  console.log(`round ${round}: sold out visible through nginx after ${out} ms, back in stock after ${back} ms`);
}
process.exit(0);
