/**
 * The demo catalogue: four listings of every subcategory over seven cities, sale and rent, written the
 * way a real agent would describe them. Deterministic, so every fresh install shows the same site.
 */
import { AMENITIES, featuresFor, type SubCategory } from '#domain/taxonomy';
import type { ListerKind } from '#domain/listing-lister';
import type { PropertyInput } from '#domain/property-schema';
import { DEMO_CITIES, landmarkInSentence, type DemoCity, type DemoLocality } from './demo-cities.js';

export type DemoListing = {
  input: PropertyInput;
  /** Days before the seed ran that the listing was posted. */
  postedDaysAgo: number;
  /** Who posted it: the team, or one of the demo listers (DEMO_LISTERS). */
  lister: ListerKind;
};

/** Mulberry32: a tiny seeded PRNG, so the catalogue is the same on every machine. */
function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    some: <T>(items: readonly T[], count: number): T[] => {
      const pool = [...items];
      const chosen: T[] = [];
      while (chosen.length < count && pool.length)
        chosen.push(pool.splice(Math.floor(next() * pool.length), 1)[0]!);
      return chosen;
    },
  };
}
type Random = ReturnType<typeof createRandom>;

const roundTo = (value: number, step: number) => Math.max(step, Math.round(value / step) * step);

/** Sale or rent for each of the four listings of a subcategory. */
const STATUS_PATTERN: Record<SubCategory, Array<'sale' | 'rent'>> = {
  flat: ['sale', 'rent', 'sale', 'rent'],
  villa: ['sale', 'sale', 'rent', 'sale'],
  'individual-house': ['sale', 'rent', 'sale', 'rent'],
  plot: ['sale', 'sale', 'sale', 'sale'],
  farmland: ['sale', 'sale', 'rent', 'sale'],
  shop: ['rent', 'sale', 'rent', 'rent'],
  land: ['sale', 'rent', 'sale', 'sale'],
  building: ['sale', 'rent', 'sale', 'rent'],
  'office-space': ['rent', 'rent', 'sale', 'rent'],
  showroom: ['rent', 'sale', 'rent', 'rent'],
  warehouse: ['rent', 'sale', 'rent', 'rent'],
};

// Homes list everything but what belongs to a shopping street or an office.
const HOME_AMENITIES = AMENITIES.filter(
  (amenity) =>
    !['Sports Facility', 'Grocery Shop', 'ATM', 'Pharmacy', 'Air Conditioning', 'Solar Power'].includes(
      amenity,
    ),
);
const LAND_AMENITIES = [
  'Water Supply 24/7',
  'Security',
  'School Within 2km',
  'Hospital Within 2km',
  'Rain Water Harvesting',
];
const WORK_AMENITIES = [
  'Power Backup',
  'Lift',
  'Security',
  'Parking',
  'Fire Safety',
  'Air Conditioning',
  'Internet/Wi-Fi',
  'ATM',
  'Pharmacy',
  'Grocery Shop',
  'Solar Power',
];

type Shape = {
  title: string;
  description: string;
  squareFeet: number;
  /** Multiplier on the city's residential rate. */
  rate: number;
  fields: Partial<PropertyInput>;
  amenities: readonly string[];
};

function describeHome(
  kind: string,
  bhk: number,
  locality: DemoLocality,
  city: DemoCity,
  extra: string,
): string {
  return (
    `A well-kept ${bhk} BHK ${kind} in ${locality.name}, ${city.city}, ${landmarkInSentence(locality.landmark)}. ` +
    `${extra} Schools, hospitals and daily shopping are a short drive away, and the neighbourhood is ` +
    `known for its calm, tree-lined streets. Clear documentation; visits can be booked any day of the week.`
  );
}

function shapeFor(sub: SubCategory, r: Random, locality: DemoLocality, city: DemoCity): Shape {
  switch (sub) {
    case 'flat': {
      const bhk = r.int(1, 4);
      const squareFeet = roundTo(450 + bhk * 380 + r.int(0, 200), 5);
      const totalFloors = r.int(8, 32);
      return {
        title: `${bhk} BHK ${r.pick(['Spacious', 'Sunlit', 'Premium', 'Well-Ventilated'])} Apartment in ${locality.name}`,
        description: describeHome(
          'apartment',
          bhk,
          locality,
          city,
          `Part of a gated community with round-the-clock security, it has cross ventilation, a modular kitchen and covered parking.`,
        ),
        squareFeet,
        rate: 1,
        fields: {
          undividedShare: roundTo(squareFeet * 0.38, 1),
          carpetArea: roundTo(squareFeet * 0.78, 1),
          bedrooms: bhk,
          bathrooms: Math.max(1, bhk - r.int(0, 1)),
          balconies: r.int(1, 3),
          furnishingStatus: r.pick(['unfurnished', 'semi-furnished', 'fully-furnished'] as const),
          totalFloors,
          floorNumber: r.int(1, totalFloors),
          facing: r.pick(['east', 'north', 'north-east', 'west'] as const),
          ageOfProperty: r.pick(['newly-built', 'less-than-5', '5-10-years'] as const),
          parkingSpaces: r.int(1, 2),
        },
        amenities: HOME_AMENITIES,
      };
    }
    case 'villa': {
      const bhk = r.int(3, 5);
      const plotLength = r.pick([40, 50, 60]);
      const plotBreadth = r.pick([60, 80]);
      const squareFeet = roundTo(bhk * 850 + r.int(0, 400), 10);
      return {
        title: `${bhk} BHK Villa with Private Garden in ${locality.name}`,
        description: describeHome(
          'independent villa',
          bhk,
          locality,
          city,
          `It sits on a ${plotLength}x${plotBreadth} plot in a villa community, with a landscaped garden, a terrace for evenings and a home office.`,
        ),
        squareFeet,
        rate: 1.35,
        fields: {
          carpetArea: roundTo(squareFeet * 0.82, 1),
          plotArea: plotLength * plotBreadth,
          plotLength,
          plotBreadth,
          bedrooms: bhk,
          bathrooms: bhk,
          balconies: r.int(2, 4),
          furnishingStatus: r.pick(['semi-furnished', 'fully-furnished'] as const),
          totalFloors: r.int(2, 3),
          floorNumber: 0,
          facing: r.pick(['east', 'north', 'north-east'] as const),
          ageOfProperty: r.pick(['under-construction', 'newly-built', 'less-than-5'] as const),
          parkingSpaces: r.int(2, 3),
        },
        amenities: HOME_AMENITIES,
      };
    }
    case 'individual-house': {
      const bhk = r.int(2, 4);
      const squareFeet = roundTo(bhk * 700 + r.int(0, 300), 10);
      return {
        title: `${bhk} BHK Independent House in ${locality.name}`,
        description: describeHome(
          'independent house',
          bhk,
          locality,
          city,
          `Built with a car porch, a Pooja room, a private terrace and a borewell with a sump, it suits a family that wants its own roof.`,
        ),
        squareFeet,
        rate: 1.1,
        fields: {
          carpetArea: roundTo(squareFeet * 0.85, 1),
          bedrooms: bhk,
          bathrooms: Math.max(2, bhk - 1),
          balconies: r.int(1, 2),
          furnishingStatus: r.pick(['unfurnished', 'semi-furnished'] as const),
          totalFloors: r.int(1, 3),
          floorNumber: 0,
          facing: r.pick(['east', 'north', 'south', 'north-east'] as const),
          ageOfProperty: r.pick(['less-than-5', '5-10-years', '10-plus-years'] as const),
          parkingSpaces: r.int(1, 2),
        },
        amenities: HOME_AMENITIES,
      };
    }
    case 'plot': {
      const [plotLength, plotBreadth] = r.pick([
        [30, 40],
        [30, 50],
        [40, 60],
        [50, 80],
      ] as const);
      const squareFeet = plotLength * plotBreadth;
      return {
        title: `${plotLength}x${plotBreadth} Residential Plot in ${locality.name}`,
        description:
          `A ${squareFeet.toLocaleString('en-IN')} sq.ft residential plot in ${locality.name}, ${city.city}, ` +
          `${landmarkInSentence(locality.landmark)}, in an approved layout with tar roads, street lights and underground drainage. ` +
          `Clear title, ready for registration, and ready to build on.`,
        squareFeet,
        rate: 0.55,
        fields: { plotArea: squareFeet, plotLength, plotBreadth },
        amenities: LAND_AMENITIES,
      };
    }
    case 'farmland': {
      const acres = r.pick([1, 2, 2.5, 5]);
      const squareFeet = acres * 43560;
      return {
        title: `${acres} Acre Farmland near ${locality.name}`,
        description:
          `${acres} acres of fertile red-soil farmland near ${locality.name}, outside ${city.city}, with a borewell, ` +
          `a fenced boundary and approach road access. Mango and coconut trees along the edge; ideal for a weekend farm or organic cultivation.`,
        squareFeet,
        rate: 0.04,
        fields: {
          plotArea: squareFeet,
          plotLength: roundTo(Math.sqrt(squareFeet) * 1.4, 1),
          plotBreadth: roundTo(Math.sqrt(squareFeet) / 1.4, 1),
        },
        amenities: ['Water Supply 24/7', 'Security', 'Solar Power'],
      };
    }
    case 'shop': {
      const squareFeet = roundTo(r.int(250, 900), 10);
      return {
        title: `Ground Floor Shop on the Main Road, ${locality.name}`,
        description:
          `A ground-floor shop of ${squareFeet} sq.ft in ${locality.name}, ${city.city}, with a wide frontage, heavy footfall ` +
          `and ample two-wheeler parking. Suits a pharmacy, café, boutique or clinic.`,
        squareFeet,
        rate: 1.6,
        fields: {
          washrooms: 1,
          parkingSpaces: r.int(0, 2),
          furnishingStatus: 'unfurnished',
          totalFloors: r.int(2, 5),
          floorNumber: 0,
          facing: r.pick(['east', 'north'] as const),
          ageOfProperty: r.pick(['less-than-5', '5-10-years'] as const),
        },
        amenities: WORK_AMENITIES,
      };
    }
    case 'land': {
      const squareFeet = roundTo(r.int(8000, 40000), 100);
      return {
        title: `Commercial Land on the ${locality.name} Main Road`,
        description:
          `${squareFeet.toLocaleString('en-IN')} sq.ft of commercially zoned land in ${locality.name}, ${city.city}, ` +
          `${landmarkInSentence(locality.landmark)}, with a wide road frontage. Suits a showroom, hotel, hospital or a built-to-suit office.`,
        squareFeet,
        rate: 0.7,
        fields: {},
        amenities: ['Water Supply 24/7', 'Security'],
      };
    }
    case 'building': {
      const squareFeet = roundTo(r.int(12000, 45000), 100);
      return {
        title: `G+${r.int(3, 7)} Commercial Building in ${locality.name}`,
        description:
          `An entire commercial building of ${squareFeet.toLocaleString('en-IN')} sq.ft in ${locality.name}, ${city.city}, ` +
          `with lifts, full power backup, basement parking and an occupancy certificate. Suits a corporate office, hospital or institute.`,
        squareFeet,
        rate: 1.05,
        fields: {
          washrooms: r.int(8, 20),
          parkingSpaces: r.int(20, 60),
          cabins: r.int(10, 30),
          workstations: r.int(150, 400),
          furnishingStatus: r.pick(['unfurnished', 'semi-furnished'] as const),
          totalFloors: r.int(4, 8),
          floorNumber: 0,
          facing: r.pick(['east', 'north', 'west'] as const),
          ageOfProperty: r.pick(['newly-built', 'less-than-5'] as const),
        },
        amenities: WORK_AMENITIES,
      };
    }
    case 'office-space': {
      const workstations = r.int(20, 120);
      const squareFeet = roundTo(workstations * 70, 50);
      const totalFloors = r.int(6, 20);
      return {
        title: `Furnished Office Space with ${workstations} Workstations in ${locality.name}`,
        description:
          `A plug-and-play office of ${squareFeet.toLocaleString('en-IN')} sq.ft in ${locality.name}, ${city.city}, ` +
          `with ${workstations} workstations, meeting rooms, a pantry and a server room, in a Grade A building with 100% power backup.`,
        squareFeet,
        rate: 1.2,
        fields: {
          washrooms: r.int(2, 6),
          parkingSpaces: r.int(5, 30),
          cabins: r.int(2, 8),
          workstations,
          furnishingStatus: 'fully-furnished',
          totalFloors,
          floorNumber: r.int(1, totalFloors),
          facing: r.pick(['north', 'east', 'north-east'] as const),
          ageOfProperty: r.pick(['newly-built', 'less-than-5', '5-10-years'] as const),
        },
        amenities: WORK_AMENITIES,
      };
    }
    case 'showroom': {
      const squareFeet = roundTo(r.int(1500, 6000), 50);
      return {
        title: `Showroom with Double-Height Glass Frontage in ${locality.name}`,
        description:
          `A ${squareFeet.toLocaleString('en-IN')} sq.ft showroom in ${locality.name}, ${city.city}, on the main road with a ` +
          `double-height glass frontage, signage rights and customer parking. Suits automobiles, furniture or electronics.`,
        squareFeet,
        rate: 1.5,
        fields: {
          washrooms: r.int(1, 3),
          parkingSpaces: r.int(4, 15),
          furnishingStatus: r.pick(['unfurnished', 'semi-furnished'] as const),
          totalFloors: r.int(1, 3),
          floorNumber: 0,
          facing: r.pick(['east', 'north', 'south'] as const),
          ageOfProperty: r.pick(['newly-built', 'less-than-5'] as const),
        },
        amenities: WORK_AMENITIES,
      };
    }
    case 'warehouse': {
      const squareFeet = roundTo(r.int(10000, 60000), 500);
      return {
        title: `${squareFeet.toLocaleString('en-IN')} sq.ft Warehouse near ${locality.name}`,
        description:
          `A warehouse of ${squareFeet.toLocaleString('en-IN')} sq.ft near ${locality.name}, ${city.city}, with a 32 ft clear ` +
          `height, loading docks, a truck yard and 24x7 security. Easy access to the highway for last-mile delivery.`,
        squareFeet,
        rate: 0.45,
        fields: {
          washrooms: r.int(2, 6),
          parkingSpaces: r.int(4, 12),
          furnishingStatus: 'unfurnished',
          totalFloors: 1,
          floorNumber: 0,
          facing: r.pick(['east', 'west', 'south'] as const),
          ageOfProperty: r.pick(['newly-built', 'less-than-5', '5-10-years'] as const),
        },
        amenities: ['Power Backup', 'Security', 'Parking', 'Fire Safety', 'Water Supply 24/7'],
      };
    }
  }
}

const SUB_CATEGORY_ORDER: Array<{ sub: SubCategory; main: 'residential' | 'commercial' }> = [
  { sub: 'flat', main: 'residential' },
  { sub: 'villa', main: 'residential' },
  { sub: 'individual-house', main: 'residential' },
  { sub: 'plot', main: 'residential' },
  { sub: 'farmland', main: 'residential' },
  { sub: 'shop', main: 'commercial' },
  { sub: 'land', main: 'commercial' },
  { sub: 'building', main: 'commercial' },
  { sub: 'office-space', main: 'commercial' },
  { sub: 'showroom', main: 'commercial' },
  { sub: 'warehouse', main: 'commercial' },
];

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

export function buildDemoListings(today: Date = new Date()): DemoListing[] {
  const r = createRandom(20261121);
  const listings: DemoListing[] = [];
  SUB_CATEGORY_ORDER.forEach(({ sub, main }, subIndex) => {
    STATUS_PATTERN[sub].forEach((status, n) => {
      const city = DEMO_CITIES[(subIndex + n * 3) % DEMO_CITIES.length]!;
      const locality = city.localities[(subIndex + n) % city.localities.length]!;
      const shape = shapeFor(sub, r, locality, city);
      const salePrice = shape.squareFeet * city.salePerSqft * shape.rate * (0.9 + r.next() * 0.25);
      const rent = status === 'rent';
      const yearly = rent && (sub === 'farmland' || sub === 'land');
      const monthlyRent = shape.squareFeet * city.rentPerSqft * shape.rate * (0.9 + r.next() * 0.25);
      const price = rent
        ? roundTo(yearly ? salePrice * 0.03 : monthlyRent, yearly ? 10_000 : 500)
        : roundTo(salePrice, 50_000);
      const available = new Date(today);
      available.setDate(available.getDate() + r.int(0, 75));
      const commission = r.next() < 0.3;
      const featureCount = Math.min(featuresFor(sub).length, r.int(2, 4));
      const amenityCount = Math.min(
        shape.amenities.length,
        sub === 'flat' || sub === 'villa' ? r.int(8, 14) : r.int(2, 6),
      );
      const count = listings.length;
      listings.push({
        postedDaysAgo: (subIndex * 4 + n) % 58,
        // Most by the team; one in five by its owner, one in seven by an agent, as on an Indian portal.
        lister: count % 5 === 1 ? 'owner' : count % 7 === 3 ? 'agent' : 'team',
        input: {
          title: shape.title,
          description: shape.description,
          mainCategory: main,
          subCategory: sub,
          propertyStatus: status,
          price,
          rentalFrequency: rent ? (yearly ? 'yearly' : 'monthly') : null,
          securityDeposit: rent
            ? yearly
              ? roundTo(price / 4, 10_000)
              : price * r.pick([2, 3, 6, 10])
            : null,
          maintenanceCharges:
            sub === 'plot' || sub === 'farmland' || sub === 'land'
              ? null
              : roundTo(shape.squareFeet * 3, 100),
          availableFrom: isoDate(available),
          isCommissionApplicable: commission,
          commissionPercentage: commission ? r.pick([1, 1.5, 2]) : null,
          location: locality.name,
          address: `${r.int(1, 240)}, ${r.pick(['1st Cross', '2nd Main', 'Ring Road', 'Main Road', 'Service Road'])}, ${locality.name}`,
          landmark: locality.landmark,
          city: city.city,
          state: city.state,
          pincode: locality.pincode,
          latitude: Number((locality.lat + (r.next() - 0.5) * 0.01).toFixed(6)),
          longitude: Number((locality.lng + (r.next() - 0.5) * 0.01).toFixed(6)),
          squareFeet: shape.squareFeet,
          ...shape.fields,
          features: r.some(featuresFor(sub), featureCount),
          amenities: r.some(
            shape.amenities.filter((a) => (AMENITIES as readonly string[]).includes(a)),
            amenityCount,
          ),
          // Two featured listings in every few subcategories keep the home page's featured row full.
          isFeatured: n === 0 && subIndex % 2 === 0 ? true : n === 1 && subIndex % 3 === 0,
        },
      });
    });
  });
  return listings;
}
