// GET /api/search/searchhistory/v1/all (SPEC §7): every kept term.
export { getAllHistory as GET } from '@/api/search/search-history-endpoints';
