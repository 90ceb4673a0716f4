// GET /api/search/searchv2?q=… (SPEC §7): products, total and facets (src/api/search/search-endpoints.ts).
export { getSearchV2 as GET } from '@/api/search/search-endpoints';
