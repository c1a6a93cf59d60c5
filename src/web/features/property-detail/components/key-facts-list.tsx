import {
  Bath,
  BedDouble,
  Building2,
  CalendarClock,
  Car,
  ChartPie,
  Compass,
  DoorClosed,
  Fence,
  Layers,
  LandPlot,
  Monitor,
  Ruler,
  Scaling,
  Sofa,
  SquareDashed,
  Toilet,
  type LucideIcon,
} from 'lucide-react';
import type { KeyFact, KeyFactKind } from './key-facts';

const ICONS: Record<KeyFactKind, LucideIcon> = {
  bedrooms: BedDouble,
  bathrooms: Bath,
  balconies: Fence,
  totalArea: Scaling,
  carpetArea: SquareDashed,
  undividedShare: ChartPie,
  plotArea: LandPlot,
  plotDimensions: Ruler,
  plotLength: Ruler,
  plotBreadth: Ruler,
  washrooms: Toilet,
  cabins: DoorClosed,
  workstations: Monitor,
  parkingSpaces: Car,
  floor: Layers,
  totalFloors: Building2,
  furnishing: Sofa,
  facing: Compass,
  age: CalendarClock,
};

/** The listing's key facts (rooms, areas, floor...) as labelled values with an icon each. */
export function KeyFacts({ facts }: { facts: readonly KeyFact[] }) {
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-6 sm:grid-cols-3">
      {facts.map(({ kind, label, value }) => {
        const Icon = ICONS[kind];
        return (
          <div key={kind}>
            <dt className="flex items-center gap-2 text-sm text-stone-600 dark:text-stone-400">
              <Icon className="size-4 shrink-0 text-brand-600 dark:text-amber-400" aria-hidden="true" />
              {label}
            </dt>
            <dd className="mt-1 pl-6 text-base font-semibold text-stone-900 dark:text-stone-50">{value}</dd>
          </div>
        );
      })}
    </dl>
  );
}
