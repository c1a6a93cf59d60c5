import { describe, expect, it } from 'vitest';
import { costSheet, rentSheet, type SaleCostKind, type SaleFacts } from './purchase-costs.js';

const line = (facts: SaleFacts, buyer: 'woman' | 'man' | 'joint', kind: SaleCostKind) =>
  costSheet(facts, buyer).lines.find((l) => l.kind === kind)?.amount;

const ready = { underConstruction: false } as const;

describe('cost sheet by state (worked examples)', () => {
  const mumbai: SaleFacts = { ...ready, price: 1 * 1e7, state: 'Maharashtra', city: 'Mumbai' };
  it('Mumbai ₹1 Cr, man: 5% = ₹5,00,000 + 1% metro cess ₹1,00,000 + registration capped ₹30,000', () => {
    expect(line(mumbai, 'man', 'stampDuty')).toBe(500_000);
    expect(line(mumbai, 'man', 'metroCess')).toBe(100_000);
    expect(line(mumbai, 'man', 'registration')).toBe(30_000);
    expect(costSheet(mumbai, 'man').total).toBe(10_630_000);
  });
  it('Mumbai ₹1 Cr, woman: 4% = ₹4,00,000 (1% concession), cess unchanged', () => {
    expect(line(mumbai, 'woman', 'stampDuty')).toBe(400_000);
    expect(line(mumbai, 'woman', 'metroCess')).toBe(100_000);
  });
  it('Pune ₹80 L, man: 6% = ₹4,80,000, no metro cess', () => {
    const pune: SaleFacts = { ...ready, price: 80e5, state: 'Maharashtra', city: 'Pune' };
    expect(line(pune, 'man', 'stampDuty')).toBe(480_000);
    expect(line(pune, 'man', 'metroCess')).toBeUndefined();
  });
  it('Delhi ₹1 Cr: woman 4% ₹4 L, joint 5% ₹5 L, man 6% ₹6 L; registration 1% ₹1 L', () => {
    const delhi: SaleFacts = { ...ready, price: 1e7, state: 'Delhi', city: 'Delhi' };
    expect(line(delhi, 'woman', 'stampDuty')).toBe(400_000);
    expect(line(delhi, 'joint', 'stampDuty')).toBe(500_000);
    expect(line(delhi, 'man', 'stampDuty')).toBe(600_000);
    expect(line(delhi, 'man', 'registration')).toBe(100_000);
  });
  it('Karnataka slabs: ₹18 L → 2% ₹36,000; ₹40 L → 3% ₹1,20,000; ₹90 L → 5% ₹4,50,000', () => {
    const at = (price: number): SaleFacts => ({ ...ready, price, state: 'Karnataka', city: 'Mysuru' });
    expect(line(at(18e5), 'man', 'stampDuty')).toBe(36_000);
    expect(line(at(40e5), 'man', 'stampDuty')).toBe(120_000);
    expect(line(at(90e5), 'man', 'stampDuty')).toBe(450_000);
  });
  it('West Bengal slabs: ₹90 L → 6% ₹5,40,000; ₹1.5 Cr → 7% ₹10,50,000', () => {
    const at = (price: number): SaleFacts => ({ ...ready, price, state: 'West Bengal', city: 'Kolkata' });
    expect(line(at(90e5), 'man', 'stampDuty')).toBe(540_000);
    expect(line(at(15e6), 'man', 'stampDuty')).toBe(1_050_000);
  });
  it('Tamil Nadu ₹50 L: 7% ₹3,50,000 + registration 2% ₹1,00,000', () => {
    const tn: SaleFacts = { ...ready, price: 50e5, state: 'Tamil Nadu', city: 'Coimbatore' };
    expect(line(tn, 'woman', 'stampDuty')).toBe(350_000);
    expect(line(tn, 'woman', 'registration')).toBe(100_000);
  });
  it('Haryana ₹1.2 Cr: woman 5% ₹6 L, man 7% ₹8.4 L; registration capped at ₹50,000', () => {
    const hr: SaleFacts = { ...ready, price: 12e6, state: 'Haryana', city: 'Gurugram' };
    expect(line(hr, 'woman', 'stampDuty')).toBe(600_000);
    expect(line(hr, 'man', 'stampDuty')).toBe(840_000);
    expect(line(hr, 'man', 'registration')).toBe(50_000);
  });
  it('Uttar Pradesh ₹60 L: woman 6% ₹3,60,000, man 7% ₹4,20,000', () => {
    const up: SaleFacts = { ...ready, price: 60e5, state: 'Uttar Pradesh', city: 'Lucknow' };
    expect(line(up, 'woman', 'stampDuty')).toBe(360_000);
    expect(line(up, 'man', 'stampDuty')).toBe(420_000);
  });
  it('Gujarat ₹50 L woman: 4.9% ₹2,45,000 and no registration fee', () => {
    const gj: SaleFacts = { ...ready, price: 50e5, state: 'Gujarat', city: 'Ahmedabad' };
    expect(line(gj, 'woman', 'stampDuty')).toBe(245_000);
    expect(line(gj, 'woman', 'registrationWaivedForWoman')).toBe(0);
    expect(line(gj, 'woman', 'registration')).toBeUndefined();
    expect(line(gj, 'man', 'registration')).toBe(50_000);
  });
  it("Mumbai ₹1 Cr sheet names every buyer's rate and the metro cess: woman 4%, man 5%, joint 5%", () => {
    const stamp = costSheet(mumbai, 'joint').lines.find((l) => l.kind === 'stampDuty');
    expect(stamp).toEqual({
      kind: 'stampDuty',
      amount: 500_000,
      percent: 5,
      byBuyer: { woman: 4, man: 5, joint: 5 },
    });
    // Woman: ₹1 Cr + 4% ₹4,00,000 + cess 1% ₹1,00,000 + registration capped ₹30,000 = ₹1,05,30,000
    expect(costSheet(mumbai, 'woman').total).toBe(10_530_000);
  });
  it('Rajasthan ₹60 L (Jaipur): woman 4% ₹2,40,000, man 5% ₹3,00,000; registration 1% ₹60,000', () => {
    const rj: SaleFacts = { ...ready, price: 60e5, state: 'Rajasthan', city: 'Jaipur' };
    expect(line(rj, 'woman', 'stampDuty')).toBe(240_000);
    expect(line(rj, 'man', 'stampDuty')).toBe(300_000);
    expect(line(rj, 'joint', 'stampDuty')).toBe(300_000);
    expect(line(rj, 'woman', 'registration')).toBe(60_000);
    // ₹60,00,000 + ₹2,40,000 + ₹60,000
    expect(costSheet(rj, 'woman').total).toBe(6_300_000);
  });
  it('Punjab ₹80 L (Mohali): woman 5% ₹4 L, joint 6% ₹4.8 L, man 7% ₹5.6 L; registration 1% ₹80,000', () => {
    const pb: SaleFacts = { ...ready, price: 80e5, state: 'Punjab', city: 'Mohali' };
    expect(line(pb, 'woman', 'stampDuty')).toBe(400_000);
    expect(line(pb, 'joint', 'stampDuty')).toBe(480_000);
    expect(line(pb, 'man', 'stampDuty')).toBe(560_000);
    expect(line(pb, 'man', 'registration')).toBe(80_000);
    // ₹80,00,000 + ₹5,60,000 + ₹80,000
    expect(costSheet(pb, 'man').total).toBe(8_640_000);
  });
  it('Madhya Pradesh ₹50 L (Indore): 7.5% ₹3,75,000 for every buyer; registration 3% ₹1,50,000', () => {
    const mp: SaleFacts = { ...ready, price: 50e5, state: 'Madhya Pradesh', city: 'Indore' };
    expect(line(mp, 'woman', 'stampDuty')).toBe(375_000);
    expect(line(mp, 'man', 'stampDuty')).toBe(375_000);
    expect(line(mp, 'man', 'registration')).toBe(150_000);
    expect(costSheet(mp, 'man').lines.find((l) => l.kind === 'stampDuty')).not.toHaveProperty('byBuyer');
    // ₹50,00,000 + ₹3,75,000 + ₹1,50,000
    expect(costSheet(mp, 'man').total).toBe(5_525_000);
  });
  it('Odisha ₹45 L (Bhubaneswar): woman 4% ₹1,80,000, man 5% ₹2,25,000; registration 2% ₹90,000', () => {
    const od: SaleFacts = { ...ready, price: 45e5, state: 'Odisha', city: 'Bhubaneswar' };
    expect(line(od, 'woman', 'stampDuty')).toBe(180_000);
    expect(line(od, 'man', 'stampDuty')).toBe(225_000);
    expect(line(od, 'woman', 'registration')).toBe(90_000);
  });
  it('Goa slabs: ₹40 L → 3.5% ₹1,40,000; ₹60 L → 4% ₹2,40,000; ₹90 L → 4.5% ₹4,05,000; ₹1.2 Cr → 5% ₹6 L', () => {
    const at = (price: number): SaleFacts => ({ ...ready, price, state: 'Goa', city: 'Panaji' });
    expect(line(at(40e5), 'man', 'stampDuty')).toBe(140_000);
    expect(line(at(60e5), 'man', 'stampDuty')).toBe(240_000);
    expect(line(at(90e5), 'man', 'stampDuty')).toBe(405_000);
    expect(line(at(12e6), 'man', 'stampDuty')).toBe(600_000);
  });
  it('Goa: no registration fee is claimed; the sheet sends the buyer to the sub-registrar for it', () => {
    const sheet = costSheet({ ...ready, price: 40e5, state: 'Goa', city: 'Panaji' }, 'man');
    expect(sheet.lines.map((l) => l.kind)).toEqual(['price', 'stampDuty', 'registrationUnknown']);
    expect(sheet.total).toBe(4_140_000);
  });
  it('Andhra Pradesh ₹60 L (Visakhapatnam): 5% + 1.5% transfer duty = 6.5% ₹3,90,000 for every buyer; 1% ₹60,000', () => {
    const ap: SaleFacts = { ...ready, price: 60e5, state: 'Andhra Pradesh', city: 'Visakhapatnam' };
    for (const buyer of ['woman', 'man', 'joint'] as const)
      expect(line(ap, buyer, 'stampDuty')).toBe(390_000);
    expect(costSheet(ap, 'woman').lines.find((l) => l.kind === 'stampDuty')).not.toHaveProperty('byBuyer');
    expect(line(ap, 'woman', 'registration')).toBe(60_000);
    // ₹60,00,000 + ₹3,90,000 + ₹60,000
    expect(costSheet(ap, 'woman').total).toBe(6_450_000);
  });
  it('Bihar ₹45 L (Patna): the general 6% ₹2,70,000 and 2% registration ₹90,000 for every buyer', () => {
    const br: SaleFacts = { ...ready, price: 45e5, state: 'Bihar', city: 'Patna' };
    for (const buyer of ['woman', 'man', 'joint'] as const) {
      expect(line(br, buyer, 'stampDuty')).toBe(270_000);
      expect(line(br, buyer, 'registration')).toBe(90_000);
    }
    // ₹45,00,000 + ₹2,70,000 + ₹90,000
    expect(costSheet(br, 'man').total).toBe(4_860_000);
    // The seller-dependent exceptions are named where the visitor reads the rule's source.
    expect(costSheet(br, 'man').rule?.source).toMatch(/5\.7% and 1\.9%.*6\.3% and 2\.1%/);
  });
  it('Chandigarh ₹1.5 Cr: no stamp duty is claimed (5% or 6% published); registration 1% ₹1,50,000', () => {
    const sheet = costSheet({ ...ready, price: 15e6, state: 'Chandigarh', city: 'Chandigarh' }, 'woman');
    expect(sheet.lines.map((l) => l.kind)).toEqual(['price', 'stampDutyUnknown', 'registration']);
    expect(sheet.lines.find((l) => l.kind === 'registration')?.amount).toBe(150_000);
    // ₹1,50,00,000 + ₹1,50,000: the duty is left out of the total rather than guessed.
    expect(sheet.total).toBe(15_150_000);
  });
  it('a state not yet in the table says so instead of guessing', () => {
    const sheet = costSheet({ ...ready, price: 50e5, state: 'Assam', city: 'Guwahati' }, 'man');
    expect(sheet.lines.map((l) => l.kind)).toEqual(['price', 'stateUnknown']);
    expect(sheet.total).toBe(50e5);
    expect(sheet.rule).toBeNull();
  });
});

describe('gst', () => {
  it('under construction, not affordable: 5% of ₹80 L = ₹4,00,000', () => {
    const f: SaleFacts = {
      price: 80e5,
      state: 'Kerala',
      city: 'Kochi',
      underConstruction: true,
      carpetAreaSqft: 1200,
    };
    expect(line(f, 'man', 'gst')).toBe(400_000);
  });
  it('affordable (Mumbai, 600 sq ft ≈ 55.7 m² ≤ 60, ₹40 L ≤ ₹45 L): 1% = ₹40,000', () => {
    const f: SaleFacts = {
      price: 40e5,
      state: 'Maharashtra',
      city: 'Mumbai',
      underConstruction: true,
      carpetAreaSqft: 600,
    };
    expect(line(f, 'man', 'gst')).toBe(40_000);
  });
  it('metro 700 sq ft ≈ 65 m² > 60 → 5%; same size outside a metro (≤ 90 m²) → 1%', () => {
    const base = { price: 40e5, underConstruction: true, carpetAreaSqft: 700 } as const;
    expect(line({ ...base, state: 'Telangana', city: 'Hyderabad' }, 'man', 'gst')).toBe(200_000);
    expect(line({ ...base, state: 'Telangana', city: 'Warangal' }, 'man', 'gst')).toBe(40_000);
  });
  it('ready to move: no GST line', () => {
    expect(line({ ...ready, price: 40e5, state: 'Kerala', city: 'Kochi' }, 'man', 'gst')).toBeUndefined();
  });
});

describe('other lines', () => {
  it('brokerage 1%, society transfer and maintenance deposit, and EMI', () => {
    const sheet = costSheet(
      {
        ...ready,
        price: 50e5,
        state: 'Kerala',
        city: 'Kochi',
        brokeragePercent: 1,
        societyTransferFee: 25_000,
        maintenanceDeposit: 50_000,
      },
      'man',
      { downPaymentPercent: 20, annualRatePercent: 8.5, tenureYears: 20 },
    );
    // 50 L + 8% 4 L + 2% 1 L + 1% 50,000 + 25,000 + 50,000
    expect(sheet.total).toBe(5_000_000 + 400_000 + 100_000 + 50_000 + 25_000 + 50_000);
    // ₹40 L at 8.5% for 20 years: EMI ≈ ₹34,713
    expect(sheet.loan?.monthlyEmi).toBe(34_713);
    // Down payment ₹10 L; the bank lends ₹40 L, so ₹56,25,000 − ₹40,00,000 = ₹16,25,000 comes from the buyer.
    expect(sheet.loan?.paidUpfront).toBe(1_625_000);
  });
  it('rent: deposit ₹1,00,000 + first month ₹25,000 + brokerage ₹25,000; monthly ₹25,000 + ₹3,000', () => {
    const sheet = rentSheet({ rent: 25_000, deposit: 100_000, brokerageMonths: 1, maintenance: 3_000 });
    expect(sheet.moveIn).toBe(150_000);
    expect(sheet.monthly).toBe(28_000);
  });
});
