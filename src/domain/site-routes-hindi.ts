/**
 * The Hindi side of the route table (site-routes.ts): each page's title, description and menu name under /hi
 * (docs/decisions/028-english-and-hindi.md). Apart so English pages never download it; the server's page heads
 * and sitemap and the browser's Hindi pages read it.
 */
import type { HindiRouteTexts, SiteRouteId } from './site-routes.js';

export const HINDI_ROUTE_TEXTS = {
  home: {
    title: 'अपना अगला घर खोजें',
    description:
      'पूरे भारत में बिक्री और किराये के लिए फ़्लैट, विला, प्लॉट और कमर्शियल जगहें: लाख और करोड़ में दाम, वास्तु और रेरा की जानकारी, और कुछ ही टैप में विज़िट बुक करें।',
    label: 'होम',
  },
  properties: {
    title: 'बिक्री और किराये की प्रॉपर्टी',
    description: 'शहर, इलाक़ा, बजट, बीएचके, फ़र्निशिंग और सुविधाओं के हिसाब से पूरे भारत में घर और कमर्शियल जगहें खोजें।',
    label: 'प्रॉपर्टी',
  },
  villasOnDemand: {
    title: 'आपकी पसंद का विला',
    description:
      'आपके पास प्लॉट है? HouseHunt आपका विला डिज़ाइन करके बनाता है: नक्शा, मंज़ूरियाँ, निर्माण और हैंडओवर, एक ही टीम और तय दाम पर।',
    label: 'विला ऑन डिमांड',
  },
  services: {
    title: 'सेवाएँ',
    description:
      'ख़रीदना, किराये पर लेना, बेचना, साइट विज़िट, क़ानूनी जाँच और विला निर्माण: HouseHunt आपके लिए क्या करता है।',
    label: 'सेवाएँ',
  },
  aboutUs: {
    title: 'हमारे बारे में',
    description: 'HouseHunt पूरे भारत में परिवारों और कारोबारों को सही प्रॉपर्टी खोजने, देखने और पक्की करने में मदद करता है।',
    label: 'हमारे बारे में',
  },
  contactUs: {
    title: 'संपर्क करें',
    description:
      'HouseHunt को फ़ोन करें, लिखें या मिलने आएँ: हमारी टीम लिस्टिंग, विज़िट और विला निर्माण के सवालों के जवाब देती है।',
    label: 'संपर्क',
  },
  privacyPolicy: {
    title: 'निजता नीति',
    description: 'HouseHunt क्या जानकारी लेता है, क्यों, कितने समय तक रखता है, और आपके डेटा पर आपके अधिकार।',
    label: 'निजता नीति',
  },
  termsOfService: {
    title: 'सेवा की शर्तें',
    description: 'लिस्टिंग खोजने, विज़िट बुक करने और पूछताछ भेजने के लिए HouseHunt के इस्तेमाल की शर्तें।',
    label: 'सेवा की शर्तें',
  },
  property: {
    title: 'प्रॉपर्टी की जानकारी',
  },
  login: {
    title: 'साइन इन',
  },
  notFound: {
    title: 'पेज नहीं मिला',
  },
} as const satisfies HindiRouteTexts;

/**
 * The public pages whose own text is in Hindi under /hi: the one list the server's heads and sitemap read. Such a
 * page is indexed in both languages, each with its canonical address and `hreflang` alternates to the other; a
 * Hindi page not listed is `noindex` with no canonical, so no crawler files English text as Hindi (decision 028).
 */
export const HINDI_TRANSLATED_ROUTES: ReadonlySet<SiteRouteId> = new Set<SiteRouteId>([
  'home',
  'properties',
  'property',
  'locality',
  'services',
  'aboutUs',
  'contactUs',
  'villasOnDemand',
  'privacyPolicy',
  'termsOfService',
]);
