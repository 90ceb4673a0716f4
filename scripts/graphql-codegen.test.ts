import { describe, expect, it } from 'vitest';
import { generateClientDocuments, staleGeneratedFiles } from './graphql-codegen';

describe('GraphQL codegen (decision 0021)', () => {
  it('has committed the SDL and documents a fresh generation from the schema would write (else: npm run codegen)', async () => {
    expect(await staleGeneratedFiles()).toEqual([]);
  }, 60_000);

  it('notices a schema change the committed documents do not follow', async () => {
    const { printGatewaySdl } = await import('./graphql-codegen');
    const sdl = (await printGatewaySdl()).replace('maxLineQuantity: Int!', 'maxLineQuantity: Int');
    const files = await generateClientDocuments(sdl);
    expect(Object.values(files).join('\n')).toContain('maxLineQuantity: number | null');
  }, 60_000);

  it('refuses a document that asks for a field the schema does not have', async () => {
    const { printGatewaySdl } = await import('./graphql-codegen');
    const sdl = (await printGatewaySdl()).replace(/^\s*maxLineQuantity: Int!\n/m, '\n');
    await expect(generateClientDocuments(sdl)).rejects.toThrow();
  }, 60_000);
});
