/** Cities and localities the demo listings are spread over, with real PIN codes and coordinates. */
import type { IndianState } from '#domain/taxonomy';

export type DemoLocality = { name: string; pincode: string; lat: number; lng: number; landmark: string };
export type DemoCity = {
  city: string;
  state: IndianState;
  /** Typical sale price per sq.ft and monthly rent per sq.ft, in rupees, for a mid-segment home. */
  salePerSqft: number;
  rentPerSqft: number;
  localities: DemoLocality[];
};

/**
 * 'Near Phoenix Marketcity' → 'near Phoenix Marketcity': a landmark inside a sentence. Only the word saying where
 * from it loses its capital; the place keeps its own (lowering the whole landmark wrote "near phoenix marketcity").
 */
export function landmarkInSentence(landmark: string): string {
  return landmark.replace(/^(?:Near|Off|On|Facing|Opposite|Behind)\b/, (where) => where.toLowerCase());
}

export const DEMO_CITIES: DemoCity[] = [
  {
    city: 'Bengaluru',
    state: 'Karnataka',
    salePerSqft: 9000,
    rentPerSqft: 35,
    localities: [
      {
        name: 'Whitefield',
        pincode: '560066',
        lat: 12.9698,
        lng: 77.75,
        landmark: 'Near Phoenix Marketcity',
      },
      { name: 'Koramangala', pincode: '560034', lat: 12.9352, lng: 77.6245, landmark: 'Off 80 Feet Road' },
      { name: 'HSR Layout', pincode: '560102', lat: 12.9116, lng: 77.6474, landmark: 'Near Agara Lake' },
      {
        name: 'Sarjapur Road',
        pincode: '562125',
        lat: 12.8604,
        lng: 77.7864,
        landmark: 'Near Wipro Corporate Office',
      },
      {
        name: 'Devanahalli',
        pincode: '562110',
        lat: 13.2473,
        lng: 77.712,
        landmark: 'Near Kempegowda International Airport',
      },
    ],
  },
  {
    city: 'Mumbai',
    state: 'Maharashtra',
    salePerSqft: 24000,
    rentPerSqft: 70,
    localities: [
      {
        name: 'Andheri West',
        pincode: '400053',
        lat: 19.1364,
        lng: 72.8296,
        landmark: 'Near Lokhandwala Market',
      },
      { name: 'Powai', pincode: '400076', lat: 19.1176, lng: 72.906, landmark: 'Near Hiranandani Gardens' },
      { name: 'Bandra West', pincode: '400050', lat: 19.0596, lng: 72.8295, landmark: 'Off Hill Road' },
      {
        name: 'Lower Parel',
        pincode: '400013',
        lat: 18.9953,
        lng: 72.83,
        landmark: 'Near Phoenix Palladium',
      },
      {
        name: 'Bandra Kurla Complex',
        pincode: '400051',
        lat: 19.066,
        lng: 72.8654,
        landmark: 'Near Jio World Centre',
      },
    ],
  },
  {
    city: 'Hyderabad',
    state: 'Telangana',
    salePerSqft: 7500,
    rentPerSqft: 30,
    localities: [
      { name: 'Gachibowli', pincode: '500032', lat: 17.4401, lng: 78.3489, landmark: 'Near DLF Cyber City' },
      { name: 'HITEC City', pincode: '500081', lat: 17.4435, lng: 78.3772, landmark: 'Near Cyber Towers' },
      { name: 'Kondapur', pincode: '500084', lat: 17.4622, lng: 78.3568, landmark: 'Near Botanical Garden' },
      { name: 'Banjara Hills', pincode: '500034', lat: 17.4156, lng: 78.4347, landmark: 'Off Road No. 12' },
      {
        name: 'Shamshabad',
        pincode: '501218',
        lat: 17.2403,
        lng: 78.4294,
        landmark: 'Near Rajiv Gandhi International Airport',
      },
    ],
  },
  {
    city: 'Chennai',
    state: 'Tamil Nadu',
    salePerSqft: 8000,
    rentPerSqft: 30,
    localities: [
      { name: 'Adyar', pincode: '600020', lat: 13.0012, lng: 80.2565, landmark: 'Near Adyar Signal' },
      {
        name: 'Sholinganallur',
        pincode: '600119',
        lat: 12.901,
        lng: 80.2279,
        landmark: 'On OMR, near ELCOT SEZ',
      },
      { name: 'Anna Nagar', pincode: '600040', lat: 13.085, lng: 80.2101, landmark: 'Near Tower Park' },
      {
        name: 'Guindy',
        pincode: '600032',
        lat: 13.0067,
        lng: 80.2206,
        landmark: 'Near Guindy Industrial Estate',
      },
    ],
  },
  {
    city: 'Pune',
    state: 'Maharashtra',
    salePerSqft: 8500,
    rentPerSqft: 32,
    localities: [
      {
        name: 'Hinjewadi',
        pincode: '411057',
        lat: 18.5913,
        lng: 73.7389,
        landmark: 'Near Rajiv Gandhi Infotech Park Phase 1',
      },
      { name: 'Kharadi', pincode: '411014', lat: 18.5515, lng: 73.9348, landmark: 'Near EON IT Park' },
      { name: 'Baner', pincode: '411045', lat: 18.559, lng: 73.7868, landmark: 'Off Baner Road' },
      {
        name: 'Wagholi',
        pincode: '412207',
        lat: 18.5808,
        lng: 73.9787,
        landmark: 'On Pune–Ahmednagar Highway',
      },
    ],
  },
  {
    city: 'Gurugram',
    state: 'Haryana',
    salePerSqft: 12000,
    rentPerSqft: 45,
    localities: [
      { name: 'DLF Phase 2', pincode: '122002', lat: 28.489, lng: 77.089, landmark: 'Near Cyber Hub' },
      {
        name: 'Golf Course Road',
        pincode: '122002',
        lat: 28.452,
        lng: 77.097,
        landmark: 'Near Sector 54 Metro',
      },
      { name: 'Sohna Road', pincode: '122018', lat: 28.4089, lng: 77.042, landmark: 'Near Subhash Chowk' },
      { name: 'Udyog Vihar', pincode: '122016', lat: 28.5021, lng: 77.0829, landmark: 'Near NH-48' },
    ],
  },
  {
    city: 'Kochi',
    state: 'Kerala',
    salePerSqft: 6500,
    rentPerSqft: 24,
    localities: [
      { name: 'Kakkanad', pincode: '682030', lat: 10.0159, lng: 76.3419, landmark: 'Near Infopark' },
      { name: 'Edappally', pincode: '682024', lat: 10.0261, lng: 76.3125, landmark: 'Near Lulu Mall' },
      {
        name: 'Marine Drive',
        pincode: '682031',
        lat: 9.9816,
        lng: 76.2756,
        landmark: 'Facing the backwaters',
      },
    ],
  },
];
