// `health`: proves the gateway executes operations, and gives support the request id to search the logs for.
import { builder } from '../builder';

const Health = builder.objectRef<{ requestId: string }>('Health').implement({
  fields: (t) => ({
    status: t.string({ description: 'Always "ok" when the gateway answers.', resolve: () => 'ok' }),
    requestId: t.exposeString('requestId', { description: 'The id this request is logged under.' }),
  }),
});

builder.queryField('health', (t) =>
  t.field({
    type: Health,
    resolve: (_root, _args, { scope }) => ({ requestId: scope.requestId }),
  }),
);
