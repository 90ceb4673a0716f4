// GET /api/search/seo?q=…|category=… (SPEC §7): title, description, canonical and noindex of a listing.
export { getSeo as GET } from '@/api/search/search-endpoints';
