// The rating GraphQL endpoint of SPEC §7 (src/api/graphql/inform-schema.ts, decision 0044).
import { informGateway } from '@/api/graphql/yoga';

const handle = (request: Request) => informGateway.handleRequest(request, {});

export { handle as GET, handle as POST };
