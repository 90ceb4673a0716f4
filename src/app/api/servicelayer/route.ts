// The service-layer snippets, SPEC §7 (src/api/content/service-layer-endpoint.ts).
import { serviceLayerEndpoint } from '@/api/content/service-layer-endpoint';

export const GET = serviceLayerEndpoint();
export const dynamic = 'force-dynamic';
