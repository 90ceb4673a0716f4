import { describe, expect, it } from 'vitest';
import { multipartBody } from './multipart-body';

describe('the GraphQL multipart request', () => {
  it('sends the operation with nulls for the files, a map of where they go, then the files in order', async () => {
    const a = new File(['a'], 'naht.jpg', { type: 'image/jpeg' });
    const b = new File(['bb'], 'etikett.png', { type: 'image/png' });
    const form = multipartBody('mutation M($input: I!, $files: [File!]) { m }', { input: { x: 1 }, files: [a, b] })!;
    expect(JSON.parse(form.get('operations') as string)).toEqual({
      query: 'mutation M($input: I!, $files: [File!]) { m }',
      variables: { input: { x: 1 }, files: [null, null] },
    });
    expect(JSON.parse(form.get('map') as string)).toEqual({ 0: ['variables.files.0'], 1: ['variables.files.1'] });
    expect((form.get('0') as File).name).toBe('naht.jpg');
    expect(await (form.get('1') as File).text()).toBe('bb');
  });

  it('is not used without files', () => {
    expect(multipartBody('mutation { m }', { input: { x: 1 }, files: [] })).toBeNull();
  });
});
