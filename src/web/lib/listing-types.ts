/** The shapes of a listing that several features show: its photos and its card in a list of results. */
import type {
  FurnishingStatus,
  MainCategory,
  PropertyStatus,
  RentalFrequency,
  SubCategory,
} from '../../domain/taxonomy';

/** One stored rendition of a photo. */
export type PhotoVariant = { width: number; format: 'webp' | 'avif'; url: string };

/** A processed photo as the API sends it, for a listing or straight after an upload. */
export type ListingPhoto = {
  id: string;
  width: number;
  height: number;
  /** The largest WebP rendition. */
  url: string;
  variants: PhotoVariant[];
};

/** One result of the public search, as GET /api/properties sends it: what a listing card shows. */
export type ListingSearchResult = {
  id: string;
  title: string;
  propertyStatus: PropertyStatus;
  rentalFrequency: RentalFrequency | null;
  mainCategory: MainCategory;
  subCategory: SubCategory;
  price: number;
  /** The locality. */
  location: string | null;
  city: string;
  state: string;
  bedrooms: number | null;
  bathrooms: number | null;
  squareFeet: number | null;
  plotArea: number | null;
  furnishingStatus: FurnishingStatus | null;
  latitude: number | null;
  longitude: number | null;
  isFeatured: boolean;
  /** ISO timestamp of the first save. */
  createdAt: string;
  /** The first photo's renditions, or null for a listing without photos. */
  cover: { width: number; height: number; variants: PhotoVariant[] } | null;
};
