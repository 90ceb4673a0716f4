// The GraphQL multipart request (graphql-multipart-request-spec) for a mutation whose variables hold files: loaded by
// requestGateway only when it sends one (the contact form's pictures), so no other page carries it.

/**
 * A mutation whose variables hold files as the GraphQL multipart request (graphql-multipart-request-spec): the
 * operation with each file replaced by null, a map of form field → variable path, then the files. Top-level
 * variables only (a File or an array of Files), which is all the shop's forms send.
 */
export function multipartBody(query: string, variables: Record<string, unknown>): FormData | null {
  const files: [string, File][] = [];
  const plain: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(variables)) {
    if (value instanceof File) {
      files.push([`variables.${name}`, value]);
      plain[name] = null;
    } else if (Array.isArray(value) && value.length > 0 && value.every((v) => v instanceof File)) {
      value.forEach((file: File, i) => files.push([`variables.${name}.${i}`, file]));
      plain[name] = value.map(() => null);
    } else plain[name] = value;
  }
  if (files.length === 0) return null;
  const form = new FormData();
  form.append('operations', JSON.stringify({ query, variables: plain }));
  form.append('map', JSON.stringify(Object.fromEntries(files.map(([path], i) => [String(i), [path]]))));
  files.forEach(([, file], i) => form.append(String(i), file, file.name));
  return form;
}

