// GET /api/search/filter?q=…|category=… (SPEC §7): facets and total only.
export { getFilter as GET } from '@/api/search/search-endpoints';
