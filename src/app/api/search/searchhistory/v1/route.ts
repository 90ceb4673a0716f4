// /api/search/searchhistory/v1 (SPEC §7): GET the recent terms, POST { term } to add one.
export { getRecentHistory as GET, postHistoryTerm as POST } from '@/api/search/search-history-endpoints';
