// POST /api/search/searchhistory/v1/join-with-fi (SPEC §7): at login, the visitor's history joins the customer's.
export { postJoinWithFi as POST } from '@/api/search/search-history-endpoints';
