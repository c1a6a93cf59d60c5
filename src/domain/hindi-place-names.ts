/**
 * India's places in Devanagari, as Hindi speakers write them: every city of the place table (indian-places.ts) and
 * the localities HouseHunt lists in. The first name is the one Hindi pages show; the rest are other spellings and
 * old names people still type ("बंबई", "गुड़गांव"). Apart from the place table so the English pages never load it.
 */
import type { IndianState } from './taxonomy.js';

type HindiNames = readonly [shown: string, ...typed: string[]];

export const HINDI_CITY_NAMES: Readonly<Record<string, HindiNames>> = {
  'Sri Vijaya Puram': ['श्री विजयपुरम'],
  Visakhapatnam: ['विशाखापत्तनम', 'विज़ाग'],
  Vijayawada: ['विजयवाड़ा'],
  Guntur: ['गुंटूर'],
  Nellore: ['नेल्लोर'],
  Kurnool: ['कुरनूल'],
  Rajamahendravaram: ['राजमहेंद्रवरम'],
  Kakinada: ['काकीनाडा'],
  Tirupati: ['तिरुपति'],
  Anantapur: ['अनंतपुर'],
  Kadapa: ['कडपा'],
  Eluru: ['एलुरु'],
  Ongole: ['ओंगोल'],
  Vizianagaram: ['विजयनगरम'],
  Machilipatnam: ['मछलीपट्टनम'],
  Amaravati: ['अमरावती (आंध्र प्रदेश)'],
  Itanagar: ['ईटानगर'],
  Guwahati: ['गुवाहाटी'],
  Dispur: ['दिसपुर'],
  Silchar: ['सिलचर'],
  Dibrugarh: ['डिब्रूगढ़'],
  Jorhat: ['जोरहाट'],
  Patna: ['पटना'],
  Gaya: ['गया'],
  Bhagalpur: ['भागलपुर'],
  Muzaffarpur: ['मुज़फ़्फ़रपुर'],
  Darbhanga: ['दरभंगा'],
  Purnia: ['पूर्णिया'],
  'Bihar Sharif': ['बिहार शरीफ़'],
  Arrah: ['आरा'],
  Begusarai: ['बेगूसराय'],
  Katihar: ['कटिहार'],
  Chhapra: ['छपरा'],
  Chandigarh: ['चंडीगढ़'],
  Raipur: ['रायपुर'],
  'Nava Raipur': ['नवा रायपुर'],
  Bhilai: ['भिलाई'],
  Durg: ['दुर्ग'],
  Bilaspur: ['बिलासपुर'],
  Korba: ['कोरबा'],
  Rajnandgaon: ['राजनांदगांव'],
  Daman: ['दमन'],
  Silvassa: ['सिलवासा'],
  Diu: ['दीव'],
  Delhi: ['दिल्ली', 'नई दिल्ली', 'देहली'],
  Panaji: ['पणजी', 'पंजिम'],
  Margao: ['मडगांव'],
  'Vasco da Gama': ['वास्को द गामा'],
  Mapusa: ['मापुसा'],
  Ahmedabad: ['अहमदाबाद'],
  Surat: ['सूरत'],
  Vadodara: ['वडोदरा', 'बड़ौदा'],
  Rajkot: ['राजकोट'],
  Bhavnagar: ['भावनगर'],
  Jamnagar: ['जामनगर'],
  Junagadh: ['जूनागढ़'],
  Gandhinagar: ['गांधीनगर'],
  Gandhidham: ['गांधीधाम'],
  Anand: ['आणंद'],
  Navsari: ['नवसारी'],
  Morbi: ['मोरबी'],
  Nadiad: ['नडियाद'],
  Bharuch: ['भरूच'],
  Vapi: ['वापी'],
  Porbandar: ['पोरबंदर'],
  Mehsana: ['मेहसाणा'],
  Gurugram: ['गुरुग्राम', 'गुड़गांव', 'गुड़गाँव'],
  Faridabad: ['फ़रीदाबाद'],
  Panipat: ['पानीपत'],
  Ambala: ['अंबाला'],
  Yamunanagar: ['यमुनानगर'],
  Rohtak: ['रोहतक'],
  Hisar: ['हिसार'],
  Karnal: ['करनाल'],
  Sonipat: ['सोनीपत'],
  Panchkula: ['पंचकूला'],
  Bahadurgarh: ['बहादुरगढ़'],
  Shimla: ['शिमला'],
  Dharamshala: ['धर्मशाला'],
  Solan: ['सोलन'],
  Mandi: ['मंडी'],
  Srinagar: ['श्रीनगर'],
  Jammu: ['जम्मू'],
  Anantnag: ['अनंतनाग'],
  Ranchi: ['रांची'],
  Jamshedpur: ['जमशेदपुर'],
  Dhanbad: ['धनबाद'],
  'Bokaro Steel City': ['बोकारो स्टील सिटी'],
  Deoghar: ['देवघर'],
  Hazaribagh: ['हज़ारीबाग'],
  Bengaluru: ['बेंगलुरु', 'बैंगलोर', 'बंगलौर', 'बेंगलूरु', 'बंगलुरु'],
  Mysuru: ['मैसूरु', 'मैसूर'],
  Hubballi: ['हुब्बल्ली', 'हुबली'],
  Dharwad: ['धारवाड़'],
  Mangaluru: ['मंगलुरु', 'मंगलौर', 'मैंगलोर'],
  Belagavi: ['बेलगावी', 'बेलगाम'],
  Kalaburagi: ['कलबुर्गी', 'गुलबर्गा'],
  Davanagere: ['दावणगेरे'],
  Ballari: ['बल्लारी', 'बेल्लारी'],
  Vijayapura: ['विजयपुरा'],
  Shivamogga: ['शिवमोग्गा', 'शिमोगा'],
  Tumakuru: ['तुमकुरु', 'तुमकुर'],
  Udupi: ['उडुपी'],
  Raichur: ['रायचूर'],
  Bidar: ['बीदर'],
  Thiruvananthapuram: ['तिरुवनंतपुरम', 'त्रिवेंद्रम'],
  Kochi: ['कोच्चि', 'कोचीन', 'कोची'],
  Kozhikode: ['कोझिकोड', 'कालीकट'],
  Thrissur: ['त्रिशूर', 'त्रिचूर'],
  Kollam: ['कोल्लम'],
  Kannur: ['कन्नूर'],
  Palakkad: ['पालक्काड'],
  Alappuzha: ['अलाप्पुझा'],
  Kottayam: ['कोट्टायम'],
  Malappuram: ['मलप्पुरम'],
  Leh: ['लेह'],
  Kargil: ['कारगिल'],
  Kavaratti: ['कवरत्ती'],
  Indore: ['इंदौर'],
  Bhopal: ['भोपाल'],
  Jabalpur: ['जबलपुर'],
  Gwalior: ['ग्वालियर'],
  Ujjain: ['उज्जैन'],
  Sagar: ['सागर'],
  Dewas: ['देवास'],
  Satna: ['सतना'],
  Ratlam: ['रतलाम'],
  Rewa: ['रीवा'],
  Katni: ['कटनी'],
  Singrauli: ['सिंगरौली'],
  Burhanpur: ['बुरहानपुर'],
  Khandwa: ['खंडवा'],
  Mumbai: ['मुंबई', 'मुम्बई', 'बंबई', 'बम्बई'],
  Pune: ['पुणे', 'पूना', 'पुना'],
  Nagpur: ['नागपुर'],
  Thane: ['ठाणे'],
  'Navi Mumbai': ['नवी मुंबई'],
  'Pimpri-Chinchwad': ['पिंपरी-चिंचवड़'],
  Nashik: ['नासिक'],
  'Kalyan-Dombivli': ['कल्याण-डोंबिवली'],
  'Vasai-Virar': ['वसई-विरार'],
  'Mira-Bhayandar': ['मीरा-भायंदर'],
  'Chhatrapati Sambhajinagar': ['छत्रपति संभाजीनगर', 'औरंगाबाद'],
  Solapur: ['सोलापुर'],
  Bhiwandi: ['भिवंडी'],
  Amravati: ['अमरावती'],
  Malegaon: ['मालेगांव'],
  Kolhapur: ['कोल्हापुर'],
  Nanded: ['नांदेड़'],
  Sangli: ['सांगली'],
  Jalgaon: ['जलगांव'],
  Akola: ['अकोला'],
  Latur: ['लातूर'],
  Dhule: ['धुले'],
  Ahilyanagar: ['अहिल्यानगर', 'अहमदनगर'],
  Chandrapur: ['चंद्रपुर'],
  Parbhani: ['परभणी'],
  Ichalkaranji: ['इचलकरंजी'],
  Jalna: ['जालना'],
  Ulhasnagar: ['उल्हासनगर'],
  Panvel: ['पनवेल'],
  Imphal: ['इंफाल'],
  Shillong: ['शिलॉन्ग'],
  Aizawl: ['आइज़ोल'],
  Kohima: ['कोहिमा'],
  Dimapur: ['दीमापुर'],
  Bhubaneswar: ['भुवनेश्वर'],
  Cuttack: ['कटक'],
  Rourkela: ['राउरकेला'],
  Brahmapur: ['ब्रह्मपुर'],
  Sambalpur: ['संबलपुर'],
  Puri: ['पुरी'],
  Balasore: ['बालेश्वर'],
  Puducherry: ['पुदुच्चेरी', 'पांडिचेरी', 'पुडुचेरी'],
  Karaikal: ['कराईकल'],
  Ludhiana: ['लुधियाना'],
  Amritsar: ['अमृतसर'],
  Jalandhar: ['जालंधर'],
  Patiala: ['पटियाला'],
  Bathinda: ['बठिंडा'],
  Mohali: ['मोहाली'],
  Hoshiarpur: ['होशियारपुर'],
  Pathankot: ['पठानकोट'],
  Moga: ['मोगा'],
  Zirakpur: ['ज़ीरकपुर'],
  Jaipur: ['जयपुर'],
  Jodhpur: ['जोधपुर'],
  Kota: ['कोटा'],
  Bikaner: ['बीकानेर'],
  Ajmer: ['अजमेर'],
  Udaipur: ['उदयपुर'],
  Bhilwara: ['भीलवाड़ा'],
  Alwar: ['अलवर'],
  Bharatpur: ['भरतपुर'],
  Sikar: ['सीकर'],
  'Sri Ganganagar': ['श्रीगंगानगर'],
  Pali: ['पाली'],
  Gangtok: ['गंगटोक'],
  Chennai: ['चेन्नई', 'चेन्नै', 'मद्रास'],
  Coimbatore: ['कोयंबटूर'],
  Madurai: ['मदुरै'],
  Tiruchirappalli: ['तिरुचिरापल्ली', 'त्रिची'],
  Salem: ['सेलम'],
  Tirunelveli: ['तिरुनेलवेली'],
  Tiruppur: ['तिरुप्पुर'],
  Vellore: ['वेल्लोर'],
  Erode: ['ईरोड'],
  Thoothukudi: ['थूथुकुडी'],
  Dindigul: ['डिंडीगुल'],
  Thanjavur: ['तंजावुर'],
  Hosur: ['होसुर'],
  Nagercoil: ['नागरकोइल'],
  Kanchipuram: ['कांचीपुरम'],
  Kumbakonam: ['कुंभकोणम'],
  Karur: ['करूर'],
  Cuddalore: ['कडलूर'],
  Hyderabad: ['हैदराबाद'],
  Warangal: ['वारंगल'],
  Nizamabad: ['निज़ामाबाद'],
  Karimnagar: ['करीमनगर'],
  Khammam: ['खम्मम'],
  Ramagundam: ['रामागुंडम'],
  Agartala: ['अगरतला'],
  Lucknow: ['लखनऊ'],
  Kanpur: ['कानपुर'],
  Ghaziabad: ['ग़ाज़ियाबाद', 'गाज़ियाबाद'],
  Agra: ['आगरा'],
  Meerut: ['मेरठ'],
  Varanasi: ['वाराणसी'],
  Prayagraj: ['प्रयागराज', 'इलाहाबाद'],
  Bareilly: ['बरेली'],
  Aligarh: ['अलीगढ़'],
  Moradabad: ['मुरादाबाद'],
  Saharanpur: ['सहारनपुर'],
  Gorakhpur: ['गोरखपुर'],
  Noida: ['नोएडा', 'नोयडा'],
  'Greater Noida': ['ग्रेटर नोएडा'],
  Firozabad: ['फ़िरोज़ाबाद'],
  Jhansi: ['झांसी'],
  Muzaffarnagar: ['मुज़फ़्फ़रनगर'],
  Mathura: ['मथुरा'],
  Ayodhya: ['अयोध्या', 'फ़ैज़ाबाद'],
  Rampur: ['रामपुर'],
  Shahjahanpur: ['शाहजहांपुर'],
  Hapur: ['हापुड़'],
  Etawah: ['इटावा'],
  Mirzapur: ['मिर्ज़ापुर'],
  Dehradun: ['देहरादून'],
  Haridwar: ['हरिद्वार'],
  Haldwani: ['हल्द्वानी'],
  Roorkee: ['रुड़की'],
  Rishikesh: ['ऋषिकेश'],
  Rudrapur: ['रुद्रपुर'],
  Gairsain: ['गैरसैंण'],
  Kolkata: ['कोलकाता', 'कलकत्ता'],
  Howrah: ['हावड़ा'],
  Bidhannagar: ['बिधाननगर'],
  'New Town': ['न्यू टाउन'],
  Durgapur: ['दुर्गापुर'],
  Asansol: ['आसनसोल'],
  Siliguri: ['सिलीगुड़ी'],
  Bardhaman: ['बर्धमान'],
  Kharagpur: ['खड़गपुर'],
  Haldia: ['हल्दिया'],
  Baharampur: ['बहरामपुर'],
  'English Bazar': ['इंग्लिश बाज़ार'],
};

/** The localities of the demo catalogue and of the locality pages, by city. */
export const HINDI_LOCALITY_NAMES: Readonly<Record<string, Readonly<Record<string, HindiNames>>>> = {
  Bengaluru: {
    Whitefield: ['व्हाइटफ़ील्ड'],
    Koramangala: ['कोरमंगला'],
    'HSR Layout': ['एचएसआर लेआउट'],
    'Sarjapur Road': ['सरजापुर रोड'],
    Devanahalli: ['देवनहल्ली'],
  },
  Mumbai: {
    'Andheri West': ['अंधेरी पश्चिम', 'अंधेरी वेस्ट'],
    Powai: ['पवई'],
    'Bandra West': ['बांद्रा पश्चिम', 'बांद्रा वेस्ट'],
    'Lower Parel': ['लोअर परेल'],
    'Bandra Kurla Complex': ['बांद्रा कुर्ला कॉम्प्लेक्स', 'बीकेसी'],
  },
  Hyderabad: {
    Gachibowli: ['गाचीबोवली'],
    'HITEC City': ['हाईटेक सिटी', 'हाइटेक सिटी'],
    Kondapur: ['कोंडापुर'],
    'Banjara Hills': ['बंजारा हिल्स'],
    Shamshabad: ['शमशाबाद'],
  },
  Chennai: {
    Adyar: ['अडयार'],
    Sholinganallur: ['शोलिंगनल्लूर'],
    'Anna Nagar': ['अन्ना नगर'],
    Guindy: ['गिंडी'],
  },
  Pune: {
    Hinjewadi: ['हिंजवडी', 'हिंजेवाड़ी'],
    Kharadi: ['खराडी'],
    Baner: ['बाणेर', 'बानेर'],
    Wagholi: ['वाघोली'],
  },
  Gurugram: {
    'DLF Phase 2': ['डीएलएफ़ फ़ेज़ 2'],
    'Golf Course Road': ['गोल्फ़ कोर्स रोड'],
    'Sohna Road': ['सोहना रोड'],
    'Udyog Vihar': ['उद्योग विहार'],
  },
  Kochi: {
    Kakkanad: ['काक्कनाड'],
    Edappally: ['इडप्पल्ली'],
    'Marine Drive': ['मरीन ड्राइव'],
  },
};

/**
 * What a Devanagari name is compared by: the nukta dropped (फ़ and फ are typed alike), candrabindu as anusvara,
 * joiners, spaces and punctuation off. The vowel signs stay: in Devanagari they are letters, not accents.
 */
export function hindiPlaceKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\u093C/g, '')
    .replace(/\u0901/g, '\u0902')
    .replace(/[\u200C\u200D]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]/gu, '')
    .normalize('NFC');
}

export type PlaceInEnglish = { city: string; locality?: string };

const PLACE_BY_HINDI_KEY = new Map<string, PlaceInEnglish>([
  ...Object.entries(HINDI_CITY_NAMES).flatMap(([city, names]) =>
    names.map((name) => [hindiPlaceKey(name), { city }] as const),
  ),
  ...Object.entries(HINDI_LOCALITY_NAMES).flatMap(([city, localities]) =>
    Object.entries(localities).flatMap(([locality, names]) =>
      names.map((name) => [hindiPlaceKey(name), { city, locality }] as const),
    ),
  ),
]);

/**
 * The place a Devanagari name or the start of one means, for a search box read as it is typed: the whole name
 * first, then the first place (in table order: cities, then localities) whose name starts with it.
 */
export function placeStartedInHindi(text: string): PlaceInEnglish | undefined {
  const key = hindiPlaceKey(text);
  if (!key) return undefined;
  const whole = PLACE_BY_HINDI_KEY.get(key);
  if (whole) return whole;
  for (const [name, place] of PLACE_BY_HINDI_KEY) if (name.startsWith(key)) return place;
  return undefined;
}

/** The place a Devanagari name means: "बेंगलुरु" → Bengaluru, "व्हाइटफ़ील्ड" → Whitefield, Bengaluru. */
export function placeNamedInHindi(text: string): PlaceInEnglish | undefined {
  const key = hindiPlaceKey(text);
  return key ? PLACE_BY_HINDI_KEY.get(key) : undefined;
}

const DEVANAGARI = /\p{Script=Devanagari}/u;

export const isDevanagari = (text: string) => DEVANAGARI.test(text);

/**
 * Text with the Devanagari place names in it written as HouseHunt stores them, so "बेंगलुरु में फ़्लैट" searches
 * Bengaluru: up to four words at a time, longest first. Text without Devanagari comes back as it was.
 */
export function placeNamesInEnglish(text: string): string {
  if (!isDevanagari(text)) return text;
  const words = text.trim().split(/\s+/);
  const out: string[] = [];
  for (let at = 0; at < words.length;) {
    let size = Math.min(4, words.length - at);
    for (; size > 0; size--) {
      const place = placeNamedInHindi(words.slice(at, at + size).join(' '));
      if (place) {
        out.push(place.locality ?? place.city);
        break;
      }
    }
    if (size === 0) out.push(words[at]!);
    at += Math.max(size, 1);
  }
  return out.join(' ');
}

/** A city's name for a Hindi page; the stored name for a city the table does not have. */
export function cityNameInHindi(city: string): string {
  return HINDI_CITY_NAMES[city]?.[0] ?? city;
}

/** The states and union territories of taxonomy's INDIAN_STATES, as a Hindi page writes an address. */
export const HINDI_STATE_NAMES: Readonly<Record<IndianState, string>> = {
  'Andaman and Nicobar Islands': 'अंडमान और निकोबार द्वीपसमूह',
  'Andhra Pradesh': 'आंध्र प्रदेश',
  'Arunachal Pradesh': 'अरुणाचल प्रदेश',
  Assam: 'असम',
  Bihar: 'बिहार',
  Chandigarh: 'चंडीगढ़',
  Chhattisgarh: 'छत्तीसगढ़',
  'Dadra and Nagar Haveli and Daman and Diu': 'दादरा और नगर हवेली और दमन और दीव',
  Delhi: 'दिल्ली',
  Goa: 'गोवा',
  Gujarat: 'गुजरात',
  Haryana: 'हरियाणा',
  'Himachal Pradesh': 'हिमाचल प्रदेश',
  'Jammu and Kashmir': 'जम्मू और कश्मीर',
  Jharkhand: 'झारखंड',
  Karnataka: 'कर्नाटक',
  Kerala: 'केरल',
  Ladakh: 'लद्दाख',
  Lakshadweep: 'लक्षद्वीप',
  'Madhya Pradesh': 'मध्य प्रदेश',
  Maharashtra: 'महाराष्ट्र',
  Manipur: 'मणिपुर',
  Meghalaya: 'मेघालय',
  Mizoram: 'मिज़ोरम',
  Nagaland: 'नगालैंड',
  Odisha: 'ओडिशा',
  Puducherry: 'पुदुच्चेरी',
  Punjab: 'पंजाब',
  Rajasthan: 'राजस्थान',
  Sikkim: 'सिक्किम',
  'Tamil Nadu': 'तमिलनाडु',
  Telangana: 'तेलंगाना',
  Tripura: 'त्रिपुरा',
  'Uttar Pradesh': 'उत्तर प्रदेश',
  Uttarakhand: 'उत्तराखंड',
  'West Bengal': 'पश्चिम बंगाल',
};

/** A state's name for a Hindi page; the stored name for one the table does not have. */
export function stateNameInHindi(state: string): string {
  return Object.hasOwn(HINDI_STATE_NAMES, state) ? HINDI_STATE_NAMES[state as IndianState] : state;
}

/** A locality's name for a Hindi page; the stored name for a locality the table does not have. */
export function localityNameInHindi(city: string, locality: string): string {
  return HINDI_LOCALITY_NAMES[city]?.[locality]?.[0] ?? locality;
}
