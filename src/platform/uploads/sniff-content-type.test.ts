import { describe, expect, it } from 'vitest';
import { sniffContentType } from './sniff-content-type';
import { signatures } from './uploads-factories';

describe('sniffContentType', () => {
  it.each(Object.keys(signatures) as (keyof typeof signatures)[])('reads %s from the bytes', async (type) => {
    // The claimed type is always image/png: only the bytes may decide.
    expect(await sniffContentType(new Blob([signatures[type]], { type: 'image/png' }))).toBe(type);
  });

  it('knows no type for text or an empty file', async () => {
    expect(await sniffContentType(new Blob(['hello, this is not a picture']))).toBeNull();
    expect(await sniffContentType(new Blob([]))).toBeNull();
  });
});
