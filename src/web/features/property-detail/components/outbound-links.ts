/** Links that leave HouseHunt, which the visitor opens themselves: sharing on WhatsApp, finding the place on a map. */

/** The listing's own address on this site, the one worth sharing (never the current URL with its extras). */
export function listingUrl(origin: string, listingId: string): string {
  return `${origin}/property/${encodeURIComponent(listingId)}`;
}

/** WhatsApp's click-to-chat link: the visitor picks the chat, the message is the text and the link. */
export function whatsAppShareUrl(text: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${text}\n${url}`)}`;
}

type Place = {
  latitude: number | null;
  longitude: number | null;
  address: string;
  city: string;
  state: string;
  pincode: string;
};

/**
 * Google Maps, which most house hunters in India navigate with: the exact pin when the listing has one,
 * otherwise a search for its postal address.
 */
export function mapsUrl(place: Place): string {
  const query =
    place.latitude !== null && place.longitude !== null
      ? `${place.latitude},${place.longitude}`
      : [place.address, place.city, place.state, place.pincode].join(', ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
