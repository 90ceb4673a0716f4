// `npm run codegen`: prints the gateway's SDL and generates the client's typed documents (scripts/graphql-codegen.ts).
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { generateClientDocuments, leftoverGeneratedFiles, printGatewaySdl, projectRoot } from './graphql-codegen';

const files = await generateClientDocuments(await printGatewaySdl());
for (const [file, content] of Object.entries(files)) {
  await mkdir(path.dirname(path.join(projectRoot, file)), { recursive: true });
  await writeFile(path.join(projectRoot, file), content);
  console.log(`wrote ${file}`);
}
for (const file of await leftoverGeneratedFiles(files)) {
  await rm(path.join(projectRoot, file));
  console.log(`removed ${file}`);
}
