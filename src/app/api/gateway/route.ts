// The GraphQL gateway (src/api/graphql/yoga.ts). Next passes route params as a second argument; yoga needs none.
import { gateway } from '@/api/graphql/yoga';

const handle = (request: Request) => gateway.handleRequest(request, {});

export { handle as GET, handle as POST };
