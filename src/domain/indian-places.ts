/**
 * The places people type: India's cities with their state and the old or common names still in use, and the PIN
 * code's postal circles. No zod here, so a page can import it without the weight of the schemas.
 */
import type { IndianState } from './taxonomy.js';

export type IndianCity = {
  /** The name HouseHunt stores and shows: the city's official name today (Bengaluru, Gurugram, Prayagraj). */
  name: string;
  state: IndianState;
  /** Old, colonial, short or common names that mean the same city, as people still type them. */
  otherNames: readonly string[];
};

type CityRow = readonly [name: string, ...otherNames: string[]];

// India's cities above roughly 2.5 lakh people (Census 2011 and the cities grown past it since), every state's and
// union territory's capital, and the demo catalogue's cities. A name belongs to one city only (the table's test):
// parts of one metropolis that people give as its city (New Delhi, Secunderabad, Ernakulam) name that city;
// cities with their own corporation (Navi Mumbai, Thane, Noida) are cities of their own.
const CITIES_BY_STATE: Record<IndianState, readonly CityRow[]> = {
  'Andaman and Nicobar Islands': [['Sri Vijaya Puram', 'Port Blair']],
  'Andhra Pradesh': [
    ['Visakhapatnam', 'Vizag', 'Vishakhapatnam', 'Vizagapatam', 'Waltair'],
    ['Vijayawada', 'Bezawada'],
    ['Guntur'],
    ['Nellore', 'Sri Potti Sriramulu Nellore'],
    ['Kurnool'],
    ['Rajamahendravaram', 'Rajahmundry', 'Rajamundry'],
    ['Kakinada', 'Cocanada'],
    ['Tirupati', 'Tirupathi'],
    ['Anantapur', 'Anantapuramu', 'Ananthapur'],
    ['Kadapa', 'Cuddapah'],
    ['Eluru', 'Ellore'],
    ['Ongole'],
    ['Vizianagaram'],
    ['Machilipatnam', 'Masulipatnam'],
    ['Amaravati', 'Amravathi'],
  ],
  'Arunachal Pradesh': [['Itanagar']],
  Assam: [['Guwahati', 'Gauhati'], ['Dispur'], ['Silchar'], ['Dibrugarh'], ['Jorhat']],
  Bihar: [
    ['Patna'],
    ['Gaya'],
    ['Bhagalpur'],
    ['Muzaffarpur'],
    ['Darbhanga'],
    ['Purnia', 'Purnea'],
    ['Bihar Sharif'],
    ['Arrah'],
    ['Begusarai'],
    ['Katihar'],
    ['Chhapra', 'Chapra'],
  ],
  Chandigarh: [['Chandigarh']],
  Chhattisgarh: [
    ['Raipur'],
    ['Nava Raipur', 'Naya Raipur', 'Atal Nagar'],
    ['Bhilai'],
    ['Durg'],
    ['Bilaspur'],
    ['Korba'],
    ['Rajnandgaon'],
  ],
  'Dadra and Nagar Haveli and Daman and Diu': [['Daman'], ['Silvassa'], ['Diu']],
  Delhi: [['Delhi', 'New Delhi', 'Dilli', 'NCT of Delhi', 'National Capital Territory of Delhi']],
  Goa: [['Panaji', 'Panjim'], ['Margao', 'Madgaon'], ['Vasco da Gama', 'Vasco'], ['Mapusa']],
  Gujarat: [
    ['Ahmedabad', 'Amdavad', 'Ahmadabad'],
    ['Surat'],
    ['Vadodara', 'Baroda'],
    ['Rajkot'],
    ['Bhavnagar'],
    ['Jamnagar'],
    ['Junagadh'],
    ['Gandhinagar'],
    ['Gandhidham'],
    ['Anand'],
    ['Navsari'],
    ['Morbi', 'Morvi'],
    ['Nadiad'],
    ['Bharuch', 'Broach'],
    ['Vapi'],
    ['Porbandar'],
    ['Mehsana', 'Mahesana'],
  ],
  Haryana: [
    ['Gurugram', 'Gurgaon'],
    ['Faridabad'],
    ['Panipat'],
    ['Ambala'],
    ['Yamunanagar'],
    ['Rohtak'],
    ['Hisar', 'Hissar'],
    ['Karnal'],
    ['Sonipat', 'Sonepat'],
    ['Panchkula'],
    ['Bahadurgarh'],
  ],
  'Himachal Pradesh': [['Shimla', 'Simla'], ['Dharamshala', 'Dharamsala'], ['Solan'], ['Mandi']],
  'Jammu and Kashmir': [['Srinagar'], ['Jammu'], ['Anantnag']],
  Jharkhand: [
    ['Ranchi'],
    ['Jamshedpur', 'Tatanagar'],
    ['Dhanbad'],
    ['Bokaro Steel City', 'Bokaro'],
    ['Deoghar'],
    ['Hazaribagh', 'Hazaribag'],
  ],
  Karnataka: [
    ['Bengaluru', 'Bangalore', 'Bengalooru', 'Blr'],
    ['Mysuru', 'Mysore'],
    ['Hubballi', 'Hubli'],
    ['Dharwad'],
    ['Mangaluru', 'Mangalore', 'Kudla'],
    ['Belagavi', 'Belgaum'],
    ['Kalaburagi', 'Gulbarga'],
    ['Davanagere', 'Davangere'],
    ['Ballari', 'Bellary'],
    ['Vijayapura', 'Bijapur'],
    ['Shivamogga', 'Shimoga'],
    ['Tumakuru', 'Tumkur'],
    ['Udupi'],
    ['Raichur'],
    ['Bidar'],
  ],
  Kerala: [
    ['Thiruvananthapuram', 'Trivandrum', 'Tiruvananthapuram'],
    ['Kochi', 'Cochin', 'Ernakulam'],
    ['Kozhikode', 'Calicut'],
    ['Thrissur', 'Trichur'],
    ['Kollam', 'Quilon'],
    ['Kannur', 'Cannanore'],
    ['Palakkad', 'Palghat'],
    ['Alappuzha', 'Alleppey'],
    ['Kottayam'],
    ['Malappuram'],
  ],
  Ladakh: [['Leh'], ['Kargil']],
  Lakshadweep: [['Kavaratti']],
  'Madhya Pradesh': [
    ['Indore'],
    ['Bhopal'],
    ['Jabalpur', 'Jubbulpore'],
    ['Gwalior'],
    ['Ujjain'],
    ['Sagar', 'Saugor'],
    ['Dewas'],
    ['Satna'],
    ['Ratlam'],
    ['Rewa'],
    ['Katni'],
    ['Singrauli'],
    ['Burhanpur'],
    ['Khandwa'],
  ],
  Maharashtra: [
    ['Mumbai', 'Bombay'],
    ['Pune', 'Poona'],
    ['Nagpur'],
    ['Thane', 'Thana'],
    ['Navi Mumbai', 'New Bombay'],
    ['Pimpri-Chinchwad', 'Pimpri', 'Chinchwad', 'PCMC'],
    ['Nashik', 'Nasik'],
    ['Kalyan-Dombivli', 'Kalyan', 'Dombivli', 'Dombivali'],
    ['Vasai-Virar', 'Vasai', 'Virar'],
    ['Mira-Bhayandar', 'Mira Road', 'Bhayandar', 'Bhayander', 'Mira Bhayander'],
    ['Chhatrapati Sambhajinagar', 'Aurangabad', 'Sambhajinagar'],
    ['Solapur', 'Sholapur'],
    ['Bhiwandi'],
    ['Amravati', 'Amraoti'],
    ['Malegaon'],
    ['Kolhapur'],
    ['Nanded'],
    ['Sangli'],
    ['Jalgaon'],
    ['Akola'],
    ['Latur'],
    ['Dhule', 'Dhulia'],
    ['Ahilyanagar', 'Ahmednagar'],
    ['Chandrapur'],
    ['Parbhani'],
    ['Ichalkaranji'],
    ['Jalna'],
    ['Ulhasnagar'],
    ['Panvel'],
  ],
  Manipur: [['Imphal']],
  Meghalaya: [['Shillong']],
  Mizoram: [['Aizawl']],
  Nagaland: [['Kohima'], ['Dimapur']],
  Odisha: [
    ['Bhubaneswar', 'Bhubaneshwar'],
    ['Cuttack'],
    ['Rourkela', 'Raurkela'],
    ['Brahmapur', 'Berhampur'],
    ['Sambalpur'],
    ['Puri'],
    ['Balasore', 'Baleshwar'],
  ],
  Puducherry: [['Puducherry', 'Pondicherry', 'Pondy'], ['Karaikal']],
  Punjab: [
    ['Ludhiana'],
    ['Amritsar'],
    ['Jalandhar', 'Jullundur'],
    ['Patiala'],
    ['Bathinda', 'Bhatinda'],
    ['Mohali', 'SAS Nagar', 'Sahibzada Ajit Singh Nagar'],
    ['Hoshiarpur'],
    ['Pathankot'],
    ['Moga'],
    ['Zirakpur'],
  ],
  Rajasthan: [
    ['Jaipur'],
    ['Jodhpur'],
    ['Kota', 'Kotah'],
    ['Bikaner'],
    ['Ajmer'],
    ['Udaipur'],
    ['Bhilwara'],
    ['Alwar'],
    ['Bharatpur'],
    ['Sikar'],
    ['Sri Ganganagar', 'Ganganagar'],
    ['Pali'],
  ],
  Sikkim: [['Gangtok']],
  'Tamil Nadu': [
    ['Chennai', 'Madras'],
    ['Coimbatore', 'Kovai'],
    ['Madurai'],
    ['Tiruchirappalli', 'Trichy', 'Tiruchi', 'Trichinopoly'],
    ['Salem'],
    ['Tirunelveli', 'Tinnevelly', 'Nellai'],
    ['Tiruppur', 'Tirupur'],
    ['Vellore'],
    ['Erode'],
    ['Thoothukudi', 'Tuticorin'],
    ['Dindigul'],
    ['Thanjavur', 'Tanjore'],
    ['Hosur'],
    ['Nagercoil'],
    ['Kanchipuram', 'Kancheepuram', 'Conjeevaram'],
    ['Kumbakonam'],
    ['Karur'],
    ['Cuddalore'],
  ],
  Telangana: [
    ['Hyderabad', 'Secunderabad', 'Cyberabad'],
    ['Warangal'],
    ['Nizamabad'],
    ['Karimnagar'],
    ['Khammam'],
    ['Ramagundam'],
  ],
  Tripura: [['Agartala']],
  'Uttar Pradesh': [
    ['Lucknow'],
    ['Kanpur', 'Cawnpore'],
    ['Ghaziabad'],
    ['Agra'],
    ['Meerut'],
    ['Varanasi', 'Benares', 'Banaras', 'Kashi'],
    ['Prayagraj', 'Allahabad'],
    ['Bareilly'],
    ['Aligarh'],
    ['Moradabad'],
    ['Saharanpur'],
    ['Gorakhpur'],
    ['Noida', 'Gautam Buddh Nagar', 'Gautam Budh Nagar'],
    ['Greater Noida'],
    ['Firozabad'],
    ['Jhansi'],
    ['Muzaffarnagar'],
    ['Mathura'],
    ['Ayodhya', 'Faizabad'],
    ['Rampur'],
    ['Shahjahanpur'],
    ['Hapur'],
    ['Etawah'],
    ['Mirzapur'],
  ],
  Uttarakhand: [
    ['Dehradun'],
    ['Haridwar', 'Hardwar'],
    ['Haldwani'],
    ['Roorkee'],
    ['Rishikesh'],
    ['Rudrapur'],
    ['Gairsain', 'Bhararisain'],
  ],
  'West Bengal': [
    ['Kolkata', 'Calcutta'],
    ['Howrah'],
    ['Bidhannagar', 'Salt Lake', 'Salt Lake City'],
    ['New Town', 'Rajarhat'],
    ['Durgapur'],
    ['Asansol'],
    ['Siliguri'],
    ['Bardhaman', 'Burdwan'],
    ['Kharagpur'],
    ['Haldia'],
    ['Baharampur', 'Berhampore'],
    ['English Bazar', 'Malda'],
  ],
};

export const INDIAN_CITIES: readonly IndianCity[] = Object.entries(CITIES_BY_STATE).flatMap(([state, rows]) =>
  rows.map(([name, ...otherNames]) => ({ name, state: state as IndianState, otherNames })),
);

/**
 * What a place's name is compared by: letters and digits only, lower case, accents off. "Pimpri Chinchwad",
 * "pimpri-chinchwad" and "PIMPRI CHINCHWAD." compare the same.
 */
export function placeKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

const CITY_BY_KEY = new Map<string, IndianCity>(
  INDIAN_CITIES.flatMap((city) => [city.name, ...city.otherNames].map((name) => [placeKey(name), city])),
);

/** The city a typed name means, by its name today or an old or common one; undefined for a name not known. */
export function cityNamed(text: string): IndianCity | undefined {
  const key = placeKey(text);
  return key ? CITY_BY_KEY.get(key) : undefined;
}

/** The name HouseHunt stores for a typed city: "bangalore" → "Bengaluru"; a name it does not know, as typed. */
export function canonicalCityName(text: string): string {
  return cityNamed(text)?.name ?? text.trim();
}

/**
 * The edit distance of two names (insertions, deletions, changes, and two neighbours swapped, the commonest typing
 * slip: "Gurgoan"), stopping early once it passes `limit`.
 */
function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let beforeLast: number[] = [];
  let last = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const change = a[i - 1] === b[j - 1] ? 0 : 1;
      let distance = Math.min(last[j]! + 1, row[j - 1]! + 1, last[j - 1]! + change);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        distance = Math.min(distance, beforeLast[j - 2]! + 1);
      }
      row.push(distance);
      best = Math.min(best, distance);
    }
    if (best > limit) return limit + 1;
    beforeLast = last;
    last = row;
  }
  return last[b.length]!;
}

/** How many slips a name of this length may carry and still be taken for a city: 1 in a short name, 3 in a long. */
const slipsAllowed = (length: number) => (length <= 4 ? 1 : length <= 8 ? 2 : 3);

/**
 * The known city a misspelt name most likely means ("Banglore" → Bengaluru, "Hydrabad" → Hyderabad), for "did you
 * mean"; undefined when no city's name is close. A known name gives its own city.
 */
export function nearestCity(text: string): IndianCity | undefined {
  const key = placeKey(text);
  if (!key) return undefined;
  const known = CITY_BY_KEY.get(key);
  if (known) return known;
  const limit = slipsAllowed(key.length);
  let nearest: { city: IndianCity; distance: number } | undefined;
  for (const [name, city] of CITY_BY_KEY) {
    const distance = editDistance(key, name, nearest ? Math.min(limit, nearest.distance - 1) : limit);
    if (distance <= limit && (!nearest || distance < nearest.distance)) nearest = { city, distance };
  }
  return nearest?.city;
}

/**
 * India Post's postal circles by the first digits of the PIN code (India Post, "PIN code" structure: the first
 * digit is the zone, the first two the sub-zone or circle, the first three the sorting district). Generous where a
 * circle serves more than one state or union territory: every one it serves is allowed, so a border address is
 * never refused (Mohali's 1600xx and Chandigarh's, Yanam's 533 in Andhra Pradesh's range, Mahe's 673 in Kerala's).
 * The longest matching prefix decides. Prefixes not listed (35, 54–55, 65–66, 86–89, and 9, the Army Post Office)
 * belong to no state.
 */
const PIN_PREFIX_STATES: Readonly<Record<string, readonly IndianState[]>> = {
  '11': ['Delhi'],
  '12': ['Haryana'],
  '13': ['Haryana'],
  '14': ['Punjab'],
  '15': ['Punjab'],
  '16': ['Punjab'],
  '160': ['Chandigarh', 'Punjab', 'Haryana'],
  '17': ['Himachal Pradesh'],
  '18': ['Jammu and Kashmir'],
  '19': ['Jammu and Kashmir'],
  '194': ['Ladakh', 'Jammu and Kashmir'],
  '20': ['Uttar Pradesh'],
  '21': ['Uttar Pradesh'],
  '22': ['Uttar Pradesh'],
  '23': ['Uttar Pradesh'],
  '24': ['Uttar Pradesh', 'Uttarakhand'],
  '25': ['Uttar Pradesh', 'Uttarakhand'],
  '26': ['Uttar Pradesh', 'Uttarakhand'],
  '27': ['Uttar Pradesh'],
  '28': ['Uttar Pradesh'],
  '30': ['Rajasthan'],
  '31': ['Rajasthan'],
  '32': ['Rajasthan'],
  '33': ['Rajasthan'],
  '34': ['Rajasthan'],
  '36': ['Gujarat'],
  '362': ['Gujarat', 'Dadra and Nagar Haveli and Daman and Diu'],
  '37': ['Gujarat'],
  '38': ['Gujarat'],
  '39': ['Gujarat'],
  '396': ['Gujarat', 'Dadra and Nagar Haveli and Daman and Diu'],
  '40': ['Maharashtra'],
  '403': ['Goa'],
  '41': ['Maharashtra'],
  '42': ['Maharashtra'],
  '43': ['Maharashtra'],
  '44': ['Maharashtra'],
  '45': ['Madhya Pradesh'],
  '46': ['Madhya Pradesh'],
  '47': ['Madhya Pradesh'],
  '48': ['Madhya Pradesh'],
  '49': ['Chhattisgarh'],
  '50': ['Telangana', 'Andhra Pradesh'],
  '51': ['Andhra Pradesh'],
  '52': ['Andhra Pradesh'],
  '53': ['Andhra Pradesh'],
  '533': ['Andhra Pradesh', 'Puducherry'],
  '56': ['Karnataka'],
  '57': ['Karnataka'],
  '58': ['Karnataka'],
  '59': ['Karnataka'],
  '60': ['Tamil Nadu'],
  '605': ['Puducherry', 'Tamil Nadu'],
  '609': ['Tamil Nadu', 'Puducherry'],
  '61': ['Tamil Nadu'],
  '62': ['Tamil Nadu'],
  '63': ['Tamil Nadu'],
  '64': ['Tamil Nadu'],
  '67': ['Kerala'],
  '673': ['Kerala', 'Puducherry'],
  '68': ['Kerala'],
  '682': ['Kerala', 'Lakshadweep'],
  '69': ['Kerala'],
  '70': ['West Bengal'],
  '71': ['West Bengal'],
  '72': ['West Bengal'],
  '73': ['West Bengal'],
  '737': ['Sikkim'],
  '74': ['West Bengal'],
  '744': ['Andaman and Nicobar Islands'],
  '75': ['Odisha'],
  '76': ['Odisha'],
  '77': ['Odisha'],
  '78': ['Assam'],
  '790': ['Arunachal Pradesh'],
  '791': ['Arunachal Pradesh'],
  '792': ['Arunachal Pradesh'],
  '793': ['Meghalaya'],
  '794': ['Meghalaya'],
  '795': ['Manipur'],
  '796': ['Mizoram'],
  '797': ['Nagaland'],
  '798': ['Nagaland'],
  '799': ['Tripura'],
  '80': ['Bihar'],
  '81': ['Bihar', 'Jharkhand'],
  '82': ['Bihar', 'Jharkhand'],
  '83': ['Jharkhand'],
  '84': ['Bihar'],
  '85': ['Bihar'],
};

/** The states and union territories whose addresses may carry this PIN code; none for an unknown prefix. */
export function pinCodeStates(pincode: string): readonly IndianState[] {
  return PIN_PREFIX_STATES[pincode.slice(0, 3)] ?? PIN_PREFIX_STATES[pincode.slice(0, 2)] ?? [];
}
