// GET /api/search/suggest?q=… (SPEC §7): suggestions while typing.
export { getSuggest as GET } from '@/api/search/search-endpoints';
