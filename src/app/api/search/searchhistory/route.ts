// /api/search/searchhistory/ (SPEC §7): the same as /v1 — GET the recent terms, POST { term } to add one.
export { getRecentHistory as GET, postHistoryTerm as POST } from '@/api/search/search-history-endpoints';
