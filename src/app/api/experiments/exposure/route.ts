import { postExposure } from '@/api/experiments/exposure-handler';

// Exposure beacons of the client-side A/B tests (SPEC §9: the recommendation layout test).
export const POST = postExposure;
