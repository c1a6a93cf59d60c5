/** The property types in Hindi, as Hindi property ads name them (docs/decisions/028-english-and-hindi.md). */
import type { SubCategory } from './taxonomy.js';

export const SUB_CATEGORY_LABELS_HINDI: Record<SubCategory, string> = {
  flat: 'फ़्लैट/अपार्टमेंट',
  plot: 'प्लॉट',
  villa: 'विला',
  farmland: 'खेती की ज़मीन',
  'individual-house': 'इंडिपेंडेंट मकान',
  shop: 'दुकान',
  land: 'कमर्शियल ज़मीन',
  building: 'कमर्शियल बिल्डिंग',
  'office-space': 'ऑफ़िस स्पेस',
  showroom: 'शोरूम',
  warehouse: 'गोदाम',
};
