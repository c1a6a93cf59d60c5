/**
 * The all-in cost of buying or renting a home: stamp duty and registration by state (stamp-duty-rates.ts), GST on
 * an under-construction home, brokerage, society charges and the home-loan EMI. Each line carries the facts of
 * its rule (percent, cap, the rates for each buyer) rather than a sentence, so the page words it in either language.
 */
import { homeLoanRepayment, type LoanTerms } from './home-loan-emi.js';
import { LAKH } from './price-format.js';
import { STATE_COST_RULES, type Buyer, type Slab, type StateCostRule } from './stamp-duty-rates.js';
import type { IndianState } from './taxonomy.js';

export { BUYERS, PURCHASE_COST_RULES_AS_OF, STATE_COST_RULES, type Buyer } from './stamp-duty-rates.js';

/** Cities where the affordable-housing GST test uses 60 m² (else 90 m²): the notified metros. */
const GST_METROS = new Set([
  'mumbai',
  'delhi',
  'new delhi',
  'kolkata',
  'chennai',
  'bengaluru',
  'hyderabad',
  'noida',
  'gurugram',
  'ghaziabad',
  'faridabad',
  'greater noida',
  'navi mumbai',
  'thane',
]);
const AFFORDABLE_PRICE_CAP = 45 * LAKH;
const SQFT_PER_SQM = 10.7639;

export type SaleCostLine =
  | { kind: 'price'; amount: number }
  /** `byBuyer` is there when the state charges a woman, a man or a joint deed differently at this price. */
  | { kind: 'stampDuty'; amount: number; percent: number; byBuyer?: Record<Buyer, number> }
  | { kind: 'metroCess'; amount: number; percent: number }
  | { kind: 'registration'; amount: number; percent: number; cap?: number }
  | { kind: 'registrationWaivedForWoman'; amount: 0 }
  /** The state's row has no registration fee (its published figures disagree). */
  | { kind: 'registrationUnknown'; amount: 0 }
  /** The state's row has no stamp duty (its published rates disagree). */
  | { kind: 'stampDutyUnknown'; amount: 0 }
  /** The state has no row: stamp duty and registration are left out of the total. */
  | { kind: 'stateUnknown'; amount: 0 }
  /** `affordableCapSqm` is the carpet limit the 1% rate met (60 m² in a metro, 90 m² elsewhere). */
  | { kind: 'gst'; amount: number; percent: 1 | 5; affordableCapSqm?: number }
  | { kind: 'brokerage'; amount: number; percent: number }
  | { kind: 'societyTransferFee'; amount: number }
  | { kind: 'maintenanceDeposit'; amount: number };

export type SaleCostKind = SaleCostLine['kind'];

export type CostSheet = {
  lines: SaleCostLine[];
  total: number;
  state: IndianState;
  /** The state's row (its source and dates), null when the state has none. */
  rule: StateCostRule | null;
  loan?: {
    downPayment: number;
    principal: number;
    monthlyEmi: number;
    /** What the buyer pays before the bank's money: the total less the loan. */
    paidUpfront: number;
  };
};

export type SaleFacts = {
  price: number;
  state: IndianState;
  city: string;
  /** true when the home has no completion certificate yet. */
  underConstruction: boolean;
  carpetAreaSqft?: number;
  brokeragePercent?: number;
  societyTransferFee?: number;
  maintenanceDeposit?: number;
};

function slabPercent(slabs: Slab[], value: number): number {
  return (slabs.find((slab) => slab.upTo === undefined || value <= slab.upTo) ?? slabs[slabs.length - 1]!)
    .percent;
}

const round = (n: number) => Math.round(n);
const percentOf = (price: number, percent: number) => round((price * percent) / 100);

export function gstLine(facts: SaleFacts): SaleCostLine | null {
  if (!facts.underConstruction) return null;
  const metro = GST_METROS.has(facts.city.trim().toLowerCase());
  const capSqm = metro ? 60 : 90;
  const carpetSqm = facts.carpetAreaSqft === undefined ? undefined : facts.carpetAreaSqft / SQFT_PER_SQM;
  // CGST notification 03/2019 (rate): 1% without input tax credit for an affordable home, 5% for any other.
  const affordable = carpetSqm !== undefined && carpetSqm <= capSqm && facts.price <= AFFORDABLE_PRICE_CAP;
  return affordable
    ? { kind: 'gst', amount: percentOf(facts.price, 1), percent: 1, affordableCapSqm: capSqm }
    : { kind: 'gst', amount: percentOf(facts.price, 5), percent: 5 };
}

/** Each buyer's stamp-duty percent at this price and city (Mumbai's override moves all three by one step). */
function stampDutyPercents(
  stampDuty: Record<Buyer, Slab[]>,
  cityPercent: number | undefined,
  price: number,
): Record<Buyer, number> {
  const shift = cityPercent === undefined ? 0 : cityPercent - slabPercent(stampDuty.man, price);
  const at = (buyer: Buyer) => slabPercent(stampDuty[buyer], price) + shift;
  return { woman: at('woman'), man: at('man'), joint: at('joint') };
}

function stampDutyLine(rule: StateCostRule, price: number, city: string, buyer: Buyer): SaleCostLine {
  if (!rule.stampDuty) return { kind: 'stampDutyUnknown', amount: 0 };
  const percents = stampDutyPercents(rule.stampDuty, rule.cityStampDuty?.[city], price);
  const differs = percents.woman !== percents.man || percents.joint !== percents.man;
  return {
    kind: 'stampDuty',
    amount: percentOf(price, percents[buyer]),
    percent: percents[buyer],
    ...(differs ? { byBuyer: percents } : {}),
  };
}

function stateLines(rule: StateCostRule, facts: SaleFacts, buyer: Buyer): SaleCostLine[] {
  const city = facts.city.trim().toLowerCase();
  const lines: SaleCostLine[] = [stampDutyLine(rule, facts.price, city, buyer)];
  const cess = rule.metroCess?.[city];
  if (cess) lines.push({ kind: 'metroCess', amount: percentOf(facts.price, cess), percent: cess });
  if (rule.registrationFreeForWomen && buyer === 'woman') {
    lines.push({ kind: 'registrationWaivedForWoman', amount: 0 });
  } else if (rule.registrationPercent === null) {
    lines.push({ kind: 'registrationUnknown', amount: 0 });
  } else {
    const fee = Math.min((facts.price * rule.registrationPercent) / 100, rule.registrationCap ?? Infinity);
    lines.push({
      kind: 'registration',
      amount: round(fee),
      percent: rule.registrationPercent,
      ...(rule.registrationCap ? { cap: rule.registrationCap } : {}),
    });
  }
  return lines;
}

export function costSheet(facts: SaleFacts, buyer: Buyer, loan?: LoanTerms): CostSheet {
  const rule = STATE_COST_RULES[facts.state];
  const lines: SaleCostLine[] = [{ kind: 'price', amount: facts.price }];
  lines.push(...(rule ? stateLines(rule, facts, buyer) : [{ kind: 'stateUnknown', amount: 0 } as const]));
  const gst = gstLine(facts);
  if (gst) lines.push(gst);
  if (facts.brokeragePercent) {
    lines.push({
      kind: 'brokerage',
      amount: percentOf(facts.price, facts.brokeragePercent),
      percent: facts.brokeragePercent,
    });
  }
  if (facts.societyTransferFee) lines.push({ kind: 'societyTransferFee', amount: facts.societyTransferFee });
  if (facts.maintenanceDeposit) lines.push({ kind: 'maintenanceDeposit', amount: facts.maintenanceDeposit });
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  const sheet: CostSheet = { lines, total, state: facts.state, rule };
  if (loan) {
    const repayment = homeLoanRepayment(facts.price, loan);
    sheet.loan = {
      downPayment: round(repayment.downPayment),
      principal: round(repayment.principal),
      monthlyEmi: round(repayment.monthlyEmi),
      paidUpfront: total - round(repayment.principal),
    };
  }
  return sheet;
}

export type RentFacts = {
  /** The monthly rent. */
  rent: number;
  deposit?: number;
  /** Society maintenance a month, paid on top of the rent. */
  maintenance?: number;
  /** Brokerage in months of rent (half a month or one month is the custom in most cities). */
  brokerageMonths?: number;
};

export type RentCostLine =
  | { kind: 'deposit'; amount: number }
  | { kind: 'firstMonth'; amount: number }
  | { kind: 'brokerage'; amount: number; months: number };

export type RentSheet = {
  lines: RentCostLine[];
  /** What the tenant pays before moving in: deposit, first month and brokerage. */
  moveIn: number;
  /** Rent plus maintenance, every month. */
  monthly: number;
  maintenance: number;
};

export function rentSheet(facts: RentFacts): RentSheet {
  const lines: RentCostLine[] = [
    { kind: 'deposit', amount: facts.deposit ?? 0 },
    { kind: 'firstMonth', amount: facts.rent },
  ];
  if (facts.brokerageMonths) {
    lines.push({
      kind: 'brokerage',
      amount: round(facts.rent * facts.brokerageMonths),
      months: facts.brokerageMonths,
    });
  }
  const maintenance = facts.maintenance ?? 0;
  return {
    lines,
    moveIn: lines.reduce((sum, line) => sum + line.amount, 0),
    monthly: facts.rent + maintenance,
    maintenance,
  };
}
