// The upload scalar of the multipart request spec: graphql-yoga puts each uploaded part into the variables as a File.
import { builder } from '../builder';

builder.scalarType('File', {
  description: 'A file uploaded in a multipart request. Input only.',
  serialize: () => {
    throw new Error('File is an input type and is never returned.');
  },
});
