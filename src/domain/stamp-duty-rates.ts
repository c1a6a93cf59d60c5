/**
 * Stamp duty and registration fees on a home's sale deed, by state: the table the all-in cost sheet reads
 * (purchase-costs.ts). Every row names the law or notification it applies (with its date where one is known), the
 * published tables it was checked against, and when. States change these rates in budgets and notifications, so a
 * row MUST be re-checked before its `checkedOn` is a year old. What the published tables disagree on is left out
 * rather than guessed: a fee (`registrationPercent: null`), the stamp duty (`stampDuty: null`) or the whole state
 * (no row, `null`); the sheet then sends the buyer to the sub-registrar for it and leaves it out of the total.
 */
import { CRORE, LAKH } from './price-format.js';
import type { IndianState } from './taxonomy.js';

export type Buyer = 'woman' | 'man' | 'joint';
export const BUYERS: readonly Buyer[] = ['woman', 'man', 'joint'];

/** A stamp-duty rate that applies up to `upTo` rupees of value (the last slab has no bound). */
export type Slab = { upTo?: number; percent: number };

export type StateCostRule = {
  /**
   * Stamp duty percent by buyer; a slab list where the rate depends on the value. null: the published rates
   * disagree, so the sheet sends the buyer to the sub-registrar for the duty.
   */
  stampDuty: Record<Buyer, Slab[]> | null;
  /** Extra cess by city (lower-case city name) in percent of value, e.g. Mumbai's metro cess. */
  metroCess?: Record<string, number>;
  /** Listed cities (lower-case) move every buyer's stamp duty to this percent for a man (Mumbai's 5%, not 6%). */
  cityStampDuty?: Record<string, number>;
  /** null: the published figures disagree, so the sheet sends the buyer to the sub-registrar for this fee. */
  registrationPercent: number | null;
  registrationCap?: number;
  /** Registration fee waived for women buyers (Gujarat). */
  registrationFreeForWomen?: boolean;
  /**
   * The law or notification the rates come from, as it is officially named, with its date where known, and what
   * the sheet leaves out (shown as is in both languages).
   */
  source: string;
  /**
   * The published tables the figures were checked against: addresses of pages that were read. None is a state's
   * own site, which could not be read when the rows were checked; `source` names the state's law or notification.
   */
  checkedAgainst: string[];
  /** When the row was last checked, YYYY-MM-DD. */
  checkedOn: string;
};

const flat = (percent: number): Slab[] => [{ percent }];
const same = (slabs: Slab[]): Record<Buyer, Slab[]> => ({ woman: slabs, man: slabs, joint: slabs });

// Every row was checked on this day against the published tables it names. The first ten rows were entered with
// the cost sheet's first version without their addresses; they were read again and named here the same day.
const CHECKED_ON = '2026-11-28';
const STATE_TABLES_2025 = [
  'https://stampdutycalculator.in/stamp-duty-charges',
  'https://www.financetoolsacademy.com/calculators/stamp-duty.html',
  'https://www.statushub.in/stamp-duty-calculator',
];
/** One page comparing every state's rates by buyer, read with the pages on each state named in its row. */
const STATES_COMPARED = 'https://www.hexahome.in/stamp-duty-calculator-hmsd';

/** Rates for residential sale deeds in urban areas (municipal limits). */
export const STATE_COST_RULES: Record<IndianState, StateCostRule | null> = {
  Maharashtra: {
    // 5% in Mumbai (BMC) plus 1% metro cess; 6% in other municipal corporations (5% + 1% local body tax). The
    // women's concession is for a woman or women only: a deed with a man on it pays the full rate.
    stampDuty: { woman: flat(5), man: flat(6), joint: flat(6) },
    cityStampDuty: { mumbai: 5 },
    metroCess: { mumbai: 1 },
    registrationPercent: 1,
    registrationCap: 30_000,
    source:
      'Maharashtra Stamp Act, 1958, Sch. I Art. 25(b); Order No. Mudrank-2021/110R.12/CR.107/M-1 of 31 March 2021: 1% less for women buyers from 1 April 2021; registration 1%, max ₹30,000',
    checkedAgainst: [
      'https://taxguru.in/corporate-law/1-percent-lesser-stamp-duty-property-purchased-women-maharashtra.html',
      'https://indianexpress.com/article/cities/mumbai/maharashtra-govt-announces-concession-in-stamp-duty-for-property-in-womens-name-7219960/',
      STATES_COMPARED,
    ],
    checkedOn: CHECKED_ON,
  },
  Karnataka: {
    // The published tables add a cess (10% of the duty) and a surcharge (2–3% of it) on top of these slabs; they
    // disagree on how much, so the sheet leaves them out and its source says so.
    stampDuty: same([{ upTo: 20 * LAKH, percent: 2 }, { upTo: 45 * LAKH, percent: 3 }, { percent: 5 }]),
    registrationPercent: 1,
    source:
      'Karnataka Stamp Act, 1957, Sch. Art. 20 as amended 2021–2023: 2% to ₹20 L, 3% to ₹45 L, 5% above (cess and surcharge on the duty not included); registration 1%',
    checkedAgainst: [
      'https://cleartax.in/s/stamp-duty-and-registration-charges-in-karnataka',
      'https://www.grihashakti.com/knowledge-centre/stamp-duty-and-registration-charges-in-karnataka.aspx',
      'https://realtylegal.in/?p=2933',
    ],
    checkedOn: CHECKED_ON,
  },
  'Tamil Nadu': {
    // 7% is agreed. The registration fee is not: 2% since the April 2023 revision on most pages, 4% on a 2018 copy
    // of the department's table and on one 2025 page, 1% on older ones. 2% is kept; re-check it first.
    stampDuty: same(flat(7)),
    registrationPercent: 2,
    source:
      'Indian Stamp Act (Tamil Nadu amendment), Sch. I Art. 23: 7%; registration fee 2% (revised April 2023; published tables differ)',
    checkedAgainst: [
      'https://community.verified.realestate/article/everything-you-need-to-know-about-stamp-duty-and-registration-fees-in-tamil-nadu/?amp=1',
      'https://tnreginet.org.in/2018/02/18/tamilnadu-duty-and-fees-2018-tnreginet-gov-in',
    ],
    checkedOn: CHECKED_ON,
  },
  Delhi: {
    // Areas of the Delhi municipal corporation; the NDMC area (5.5%, 3.5%, 4.5%) and the Cantonment (3%) differ.
    stampDuty: { woman: flat(4), man: flat(6), joint: flat(5) },
    registrationPercent: 1,
    source:
      'Indian Stamp Act as applied to Delhi, Sch. IA Art. 23, with the Revenue Department of Delhi (GNCTD) rates for women and joint buyers; registration 1%',
    checkedAgainst: [
      'https://housing.com/news/delhi-stamp-duty-and-registration-charges',
      'https://cleartax.in/s/stamp-duty-and-registration-charges-in-delhi',
    ],
    checkedOn: CHECKED_ON,
  },
  Telangana: {
    // 4% stamp duty + 1.5% transfer duty. The total on a sale deed, 7.5% since the July 2021 revision, is agreed;
    // its split is not: one table gives 5.5% + 1.5% and 0.5% registration, others 4% + 1.5% and 2%.
    stampDuty: same(flat(5.5)),
    registrationPercent: 2,
    source:
      'Telangana Stamp Act schedule as revised July 2021: 4% stamp duty + 1.5% transfer duty; registration fee 2% (7.5% in all)',
    checkedAgainst: ['https://plots99.com/calculators/stamp-duty', STATES_COMPARED],
    checkedOn: CHECKED_ON,
  },
  'Uttar Pradesh': {
    // Women: 1% less, on properties up to ₹1 crore (cabinet decision of 22 July 2025; ₹10 lakh before); above that
    // the general 7% applies. Whether a joint deed with a woman gets it is reported both ways: 7%, the safe figure.
    stampDuty: { woman: [{ upTo: CRORE, percent: 6 }, { percent: 7 }], man: flat(7), joint: flat(7) },
    registrationPercent: 1,
    source:
      'Indian Stamp Act (UP amendment), Sch. I-B Art. 23: 7%; UP cabinet decision of 22 July 2025: 1% less for a woman up to ₹1 crore; registration 1%',
    checkedAgainst: [
      'https://www.hindustantimes.com/real-estate/uttar-pradesh-govt-expands-stamp-duty-relief-for-women-property-buyers-to-1-crore-101753277122432.html',
      'https://www.latestly.com/agency-news/india-news-up-cabinet-approves-1-per-cent-discount-in-stamp-duty-on-property-purchased-in-name-of-women-7014633.html',
    ],
    checkedOn: CHECKED_ON,
  },
  'West Bengal': {
    // Municipal and corporation areas. Where the extra 1% starts is not agreed: ₹1 crore here, as entered; a copy
    // of the Directorate's schedule and other pages say above ₹25 lakh. Re-check against wbregistration.gov.in.
    stampDuty: same([{ upTo: CRORE, percent: 6 }, { percent: 7 }]),
    registrationPercent: 1,
    source:
      'Indian Stamp Act (West Bengal amendment), Sch. IA Art. 23: 6%, 7% above ₹1 crore (published thresholds differ); registration 1%',
    checkedAgainst: [
      'https://trichoglossinae63.rssing.com/chan-52706985/article5.html',
      'https://www.moneycontrol.com/news/business/west-bengal-budget-state-extends-2-stamp-duty-reduction-10-circle-rate-rebate-until-september-2023-10090981.html/amp',
    ],
    checkedOn: CHECKED_ON,
  },
  Gujarat: {
    stampDuty: same(flat(4.9)),
    registrationPercent: 1,
    registrationFreeForWomen: true,
    source:
      'Gujarat Stamp Act, 1958: 3.5% + 40% surcharge = 4.9%; registration fee 1%, waived when every buyer is a woman',
    checkedAgainst: [
      'https://www.scribd.com/document/357013263/gujrat',
      'https://gujreraexperts.com/stamp-duty-in-gujarat-2025-everything-you-need-to-know',
    ],
    checkedOn: CHECKED_ON,
  },
  Haryana: {
    // The registration fee is a table of fixed fees by value (₹15,000 at ₹25 L ... ₹50,000 above ₹90 L): 1% capped
    // at ₹50,000 is right at the top and overstates it in between, the buyer's safe side.
    stampDuty: { woman: flat(5), man: flat(7), joint: flat(6) },
    registrationPercent: 1,
    registrationCap: 50_000,
    source:
      'Indian Stamp Act (Haryana amendment), urban areas: 7% incl. 2% municipal duty, 2% less for a woman, 1% less joint; registration fee by value, max ₹50,000 (2018)',
    checkedAgainst: [
      'https://housing.com/news/haryana-stamp-duty-and-registration-charges/',
      'https://leasewarehouse.in/blog/post_details/166',
    ],
    checkedOn: CHECKED_ON,
  },
  Kerala: {
    stampDuty: same(flat(8)),
    registrationPercent: 2,
    source: 'Kerala Stamp Act, 1959, conveyance: 8%; registration fee 2% (Kerala Registration Department)',
    checkedAgainst: [
      'https://housing.com/news/stamp-duty-and-registration-charges-in-kerala',
      'https://www.thithithara.com/blogs/articles/stamp-duty-and-registration-charges-in-kerala',
    ],
    checkedOn: CHECKED_ON,
  },
  Rajasthan: {
    // The published tables give no joint rate: a joint deed pays the general rate here, the buyer's safe figure.
    stampDuty: { woman: flat(4), man: flat(5), joint: flat(5) },
    registrationPercent: 1,
    source: 'Rajasthan Stamp Act, 1998 (conveyance): 5%, 4% for a woman buyer; registration fee 1%',
    checkedAgainst: STATE_TABLES_2025,
    checkedOn: CHECKED_ON,
  },
  Punjab: {
    stampDuty: { woman: flat(5), man: flat(7), joint: flat(6) },
    registrationPercent: 1,
    source: 'Indian Stamp Act (Punjab amendment), urban areas: 7%, 5% for a woman, 6% joint; registration 1%',
    checkedAgainst: [
      ...STATE_TABLES_2025,
      'https://www.myreality.co.in/2016/09/stamp-duty-and-registration-fees-in.html',
    ],
    checkedOn: CHECKED_ON,
  },
  'Madhya Pradesh': {
    // The published tables give the total charged on the deed (stamp duty with the local bodies' duties).
    stampDuty: same(flat(7.5)),
    registrationPercent: 3,
    source: "Indian Stamp Act (MP amendment) with the local bodies' duties: 7.5% in all; registration fee 3%",
    checkedAgainst: STATE_TABLES_2025.slice(0, 2),
    checkedOn: CHECKED_ON,
  },
  Odisha: {
    // One published table says 6% / 5%; the state's own figures and the others say 5% / 4%.
    stampDuty: { woman: flat(4), man: flat(5), joint: flat(5) },
    registrationPercent: 2,
    source: 'Indian Stamp Act (Odisha amendment): 5%, 4% for a woman buyer; registration fee 2%',
    checkedAgainst: STATE_TABLES_2025.slice(0, 1),
    checkedOn: CHECKED_ON,
  },
  Goa: {
    // ₹35, 40, 45 and 50 per ₹1,000 of value; published registration fees differ (1% to 3%), so none is claimed.
    stampDuty: same([
      { upTo: 50 * LAKH, percent: 3.5 },
      { upTo: 75 * LAKH, percent: 4 },
      { upTo: CRORE, percent: 4.5 },
      { percent: 5 },
    ]),
    registrationPercent: null,
    source: 'Goa Stamp Act (Indian Stamp Act, Goa amendment), conveyance of residential flats and houses',
    checkedAgainst: [
      'https://www.commonfloor.com/forum/58a556136d7be-how-much-stamp-duty-is-paid-on-agreement-for-sale-and-sale-deed--is-it-50--of-the-value-of-the-flat-or-on-an-agmt-valu-',
      'https://stampdutycalculator.in/stamp-duty-charges',
    ],
    checkedOn: CHECKED_ON,
  },
  'Andhra Pradesh': {
    // Sale deed: 5% stamp duty and 1.5% transfer duty (levied for the local bodies under the AP Municipalities Act,
    // 1965 and Gram Panchayats Act, 1964), one line as in Telangana's row; registration fee 1%. No rate for women.
    // An old table charging registration at 1% to ₹50,000 and 0.5% above predates the present schedule.
    stampDuty: same(flat(6.5)),
    registrationPercent: 1,
    source:
      'Indian Stamp Act (Andhra Pradesh amendment), sale deed: 5% stamp duty + 1.5% transfer duty; registration fee 1% (IGRS Andhra Pradesh schedule)',
    checkedAgainst: [
      'https://www.bajajfinservmarkets.in/resources/stamp-duty/stamp-duty-in-andhra-pradesh',
      'https://blog.bricktab.com/ap-land-registration/',
      STATES_COMPARED,
    ],
    checkedOn: CHECKED_ON,
  },
  Bihar: {
    // The Department of Prohibition, Excise and Registration charges a conveyance by who sells to whom: 6% stamp
    // duty and 2% registration in general, 5.7% and 1.9% from a man to a woman, 6.3% and 2.1% from a woman to a
    // man. The sheet knows the buyer, not the seller, so it gives every buyer the general rate and its source names
    // the two exceptions. (Some pages read the rule as by the buyer alone: 5.7% a woman, 6.3% a man.)
    stampDuty: same(flat(6)),
    registrationPercent: 2,
    source:
      'Indian Stamp Act (Bihar amendment), conveyance: 6%, registration fee 2%; a man selling to a woman: 5.7% and 1.9%; a woman selling to a man: 6.3% and 2.1%',
    checkedAgainst: [
      'https://housing.com/news/stamp-duty-and-property-registration-charges-in-bihar',
      'https://bajajfinservmarkets.in/resources/stamp-duty/stamp-duty-in-bihar',
      STATES_COMPARED,
    ],
    checkedOn: CHECKED_ON,
  },
  Chandigarh: {
    // Registration 1% and one rate for every buyer are agreed; the stamp duty is not: 5% (housing.com, 2024) or 6%
    // (two other pages), and the UT's own schedule was not found. The sheet names no duty rather than pick one.
    stampDuty: null,
    registrationPercent: 1,
    source:
      'Indian Stamp Act as applied to Chandigarh (UT Administration), conveyance: same rate for every buyer, published as 5% or 6%; registration fee 1%',
    checkedAgainst: [
      'https://housing.com/news/stamp-duty-and-registration-charge-in-chandigarh',
      'https://leasewarehouse.in/blog/post_details/159',
      STATES_COMPARED,
    ],
    checkedOn: CHECKED_ON,
  },
  // No row yet: the sheet says it has no checked rates for these states and leaves the duty out of the total.
  'Andaman and Nicobar Islands': null,
  'Arunachal Pradesh': null,
  Assam: null,
  Chhattisgarh: null,
  'Dadra and Nagar Haveli and Daman and Diu': null,
  'Himachal Pradesh': null,
  'Jammu and Kashmir': null,
  Jharkhand: null,
  Ladakh: null,
  Lakshadweep: null,
  Manipur: null,
  Meghalaya: null,
  Mizoram: null,
  Nagaland: null,
  Puducherry: null,
  Sikkim: null,
  Tripura: null,
  Uttarakhand: null,
};

/** The oldest check in the table: the date the page gives its rates as of. */
export const PURCHASE_COST_RULES_AS_OF = Object.values(STATE_COST_RULES)
  .flatMap((rule) => (rule ? [rule.checkedOn] : []))
  .sort()[0]!;
