/** The shapes of a listing that several features show, as the API's response schemas define them. */
export type { ListingCard as ListingSearchResult, PhotoVariant } from '#domain/listing-card';
export type { ListingPhoto } from '#domain/listing-record';
