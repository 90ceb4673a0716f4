// /api/search/searchhistory/delete (SPEC §7): forget one term ({ term } or ?term=).
export { deleteHistoryTerm as POST, deleteHistoryTerm as DELETE } from '@/api/search/search-history-endpoints';
