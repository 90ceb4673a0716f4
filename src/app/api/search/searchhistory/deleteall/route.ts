// /api/search/searchhistory/deleteall (SPEC §7): forget every term.
export { deleteAllHistory as POST, deleteAllHistory as DELETE } from '@/api/search/search-history-endpoints';
